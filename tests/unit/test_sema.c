/*
 * test_sema.c - unit tests for type checking (src/compiler/sema.c,
 * types.c, decl.c): the types sema gives to expressions (integer
 * promotions, usual arithmetic conversions, pointer arithmetic, strings,
 * comparisons, members, variables), lvalue rules, declarations, and the
 * error tags and messages of ill-typed programs.
 *
 * Each case is one line of D compiled as `dtrace -e -s` would (no D
 * library, no kernel, no root).  The type of an expression is read back
 * from the compiled program: trace(E) records one field whose static type
 * name (dt_recfield_t.rf_pftype.pt_name, bpf/prog.h) is the name sema gave
 * to E, as printed in messages (docs/pipeline.md, "Records").
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver/driver.h"
#include "runtime/runtime.h"
#include "unit.h"

static char result[4096];

/*
 * The one setup helper: compile the script 'src' alone, compile-only.
 * Returns the program (free it with dt_prog_free), or NULL with
 * "TAG: message" in result[] (first line of the message only).
 */
static dt_prog_t *
compile(const char *src)
{
	static dt_probecat_t *pcat;
	dt_ctext_t ct;
	dt_compopts_t co;
	dt_comperr_t ce;
	dt_prog_t *dp;

	if (pcat == NULL)
		pcat = dt_probecat_create();
	memset(&ct, 0, sizeof(ct));
	ct.ct_text = src;
	ct.ct_len = strlen(src);
	ct.ct_pctx = DT_PCTX_SCRIPT;
	ct.ct_filename = "test.d";
	memset(&co, 0, sizeof(co));
	co.cp_strsize = 256;
	co.cp_cg.co_aggsize = 1 << 20;
	dp = dt_compile(&ct, 1, pcat, NULL, &co, &ce);
	if (dp == NULL) {
		const char *m = ce.ce_err.ce_msg ? ce.ce_err.ce_msg : "";

		snprintf(result, sizeof(result), "%s: %.*s",
		    ce.ce_err.ce_tag ? ce.ce_err.ce_tag : "(no tag)",
		    (int)strcspn(m, "\n"), m);
		free(ce.ce_err.ce_msg);
	}
	return dp;
}

/* "ok" if 'src' compiles, else "TAG: message". */
static const char *
err(const char *src)
{
	dt_prog_t *dp = compile(src);

	if (dp != NULL) {
		dt_prog_free(dp);
		snprintf(result, sizeof(result), "ok");
	}
	return result;
}

/* The type name of the value that the last trace() of 'src' records. */
static const char *
ty(const char *src)
{
	dt_prog_t *dp = compile(src);
	const dt_clause_t *cl;
	const dt_action_t *ap;

	if (dp == NULL)
		return result;
	cl = &dp->dp_clauses[dp->dp_nclauses - 1];
	ap = cl->cl_nactions > 0 ? &cl->cl_actions[cl->cl_nactions - 1] : NULL;
	if (ap == NULL || ap->ac_kind != DT_ACT_TRACE || ap->ac_nfields < 1 ||
	    ap->ac_fields[0].rf_pftype.pt_name == NULL)
		snprintf(result, sizeof(result), "(no trace)");
	else
		snprintf(result, sizeof(result), "%s",
		    ap->ac_fields[0].rf_pftype.pt_name);
	dt_prog_free(dp);
	return result;
}

/* ------------------------------------------- promotions and conversions */

UNIT_TEST(test_int_constants)
{
	CHECK_STR(ty("BEGIN { trace(1); }"), "int");
	CHECK_STR(ty("BEGIN { trace('a'); }"), "int");
	CHECK_STR(ty("BEGIN { trace(0xffffffff); }"), "unsigned int");
	CHECK_STR(ty("BEGIN { trace(4294967296); }"), "long");
	CHECK_STR(ty("BEGIN { trace(-1u); }"), "unsigned int");
}

UNIT_TEST(test_int_promotions)
{
	CHECK_STR(ty("BEGIN { trace((char)1 + (char)2); }"), "int");
	CHECK_STR(ty("BEGIN { trace((short)1 * (unsigned char)2); }"), "int");
	CHECK_STR(ty("BEGIN { trace((unsigned short)1 + (short)1); }"),
	    "int");
	CHECK_STR(ty("BEGIN { trace(-(unsigned char)1); }"), "int");
	CHECK_STR(ty("BEGIN { trace(~(short)1); }"), "int");
	/* a shift has the type of its promoted left operand */
	CHECK_STR(ty("BEGIN { trace((char)1 << 3L); }"), "int");
}

UNIT_TEST(test_arith_conversions)
{
	CHECK_STR(ty("BEGIN { trace(1 + 2u); }"), "unsigned int");
	CHECK_STR(ty("BEGIN { trace(1 + 2L); }"), "long");
	/* long holds every unsigned int: long */
	CHECK_STR(ty("BEGIN { trace((unsigned int)1 + (long)2); }"), "long");
	CHECK_STR(ty("BEGIN { trace((unsigned char)1 - 2u); }"),
	    "unsigned int");
	/* long long cannot hold every unsigned long: unsigned long long */
	CHECK_STR(ty("BEGIN { trace((unsigned long)1 + (long long)2); }"),
	    "unsigned long long");
	CHECK_STR(ty("BEGIN { trace((long long)1 + 1u); }"), "long long");
	CHECK_STR(ty("BEGIN { trace((uint32_t)1 + (int64_t)2); }"), "long");
	CHECK_STR(ty("BEGIN { trace(1 ? (char)1 : (long)2); }"), "long");
}

UNIT_TEST(test_comparisons)
{
	CHECK_STR(ty("BEGIN { trace(1 < 2L); }"), "int");
	CHECK_STR(ty("BEGIN { trace(!0); }"), "int");
	CHECK_STR(ty("BEGIN { trace(\"a\" < \"b\"); }"), "int");
	CHECK_STR(ty("BEGIN { trace(execname == \"bash\"); }"), "int");
	CHECK_STR(ty("BEGIN { trace((char *)0 == \"a\"); }"), "int");
	CHECK_STR(ty("BEGIN { trace((int *)0 == 0); }"), "int");
	CHECK_STR(err("BEGIN { trace(\"a\" < 1); }"), "D_OP_INCOMPAT: "
	    "operands have incompatible types: \"string\" < \"int\"");
	CHECK_STR(err("BEGIN { trace(1 && \"a\"); }"),
	    "D_OP_SCALAR: operator && requires operands of scalar type");
}

/* ------------------------------------------------ pointers and strings */

UNIT_TEST(test_pointer_arith)
{
	CHECK_STR(ty("BEGIN { trace((int *)0 + 1); }"), "int *");
	CHECK_STR(ty("struct s { int a; }; "
	    "BEGIN { trace((struct s *)0 + 1); }"), "struct s *");
	CHECK_STR(ty("BEGIN { trace((int *)8 - (int *)0); }"), "long");
	CHECK_STR(ty("BEGIN { trace(*(int *)0); }"), "int");
	CHECK_STR(ty("BEGIN { trace(((char *)0)[1]); }"), "char");
	CHECK_STR(ty("BEGIN { trace(&((int *)0)[1]); }"), "int *");
	CHECK_STR(ty("BEGIN { trace(1 ? (int *)0 : 0); }"), "int *");
	CHECK_STR(err("BEGIN { trace((int *)0 + (int *)0); }"),
	    "D_OP_INCOMPAT: operands have incompatible types: "
	    "\"int *\" + \"int *\"");
	CHECK_STR(err("BEGIN { trace((int *)0 * 2); }"),
	    "D_OP_ARITH: operator * requires operands of arithmetic type");
	CHECK_STR(err("BEGIN { trace(*1); }"),
	    "D_DEREF_NONPTR: cannot dereference non-pointer type");
	CHECK_STR(err("BEGIN { trace(*(void *)0); }"),
	    "D_DEREF_VOID: cannot dereference pointer to void");
}

UNIT_TEST(test_strings)
{
	CHECK_STR(ty("BEGIN { trace(\"abc\"); }"), "string");
	CHECK_STR(ty("BEGIN { trace(execname); }"), "string");
	CHECK_STR(ty("BEGIN { trace((char *)0); }"), "char *");
	CHECK_STR(ty("BEGIN { trace(stringof((char *)0)); }"), "string");
	CHECK_STR(ty("BEGIN { trace(1 ? \"a\" : \"b\"); }"), "string");
	CHECK_STR(ty("BEGIN { trace(strjoin(\"a\", \"b\")); }"), "string");
	CHECK_STR(ty("BEGIN { trace(strlen(\"x\")); }"), "size_t");
	CHECK_STR(err("BEGIN { trace(1 + \"a\"); }"), "D_OP_INCOMPAT: "
	    "operands have incompatible types: \"int\" + \"string\"");
	CHECK_STR(err("BEGIN { trace(\"abc\"[1]); }"), "D_OP_INDEX: "
	    "operator [ ] may not be applied to operand of type \"string\"");
	CHECK_STR(err("BEGIN { trace((string)1); }"), "D_CAST_INVAL: "
	    "invalid cast expression: \"int\" to \"string\"");
	CHECK_STR(err("BEGIN { trace(1 ? \"a\" : 1); }"), "D_OP_INCOMPAT: "
	    "operator ?: operands must have compatible types");
	CHECK_STR(err("BEGIN { trace(strlen(1)); }"), "D_PROTO_ARG: "
	    "strlen( ) argument #1 is incompatible with prototype:");
}

UNIT_TEST(test_unary_operand_types)
{
	CHECK_STR(err("BEGIN { trace(-\"a\"); }"), "D_OP_ARITH: "
	    "operator - requires an operand of arithmetic type");
	CHECK_STR(err("BEGIN { trace(!\"a\"); }"), "D_OP_SCALAR: "
	    "operator ! requires an operand of scalar type");
	CHECK_STR(err("BEGIN { trace(~\"a\"); }"), "D_OP_INT: "
	    "operator ~ requires an operand of integral type");
	CHECK_STR(err("BEGIN { trace(1 << \"a\"); }"), "D_OP_INT: "
	    "operator << requires operands of integral type");
}

/* ---------------------------------------------------------- variables */

UNIT_TEST(test_variables)
{
	CHECK_STR(ty("BEGIN { x = 1; trace(x); }"), "int");
	CHECK_STR(ty("BEGIN { x = (char)1; trace(x); }"), "char");
	CHECK_STR(ty("BEGIN { this->s = \"x\"; trace(this->s); }"), "string");
	CHECK_STR(ty("BEGIN { self->x = \"a\"; trace(self->x); }"),
	    "string");
	CHECK_STR(ty("BEGIN { a[\"x\"] = (char)1; trace(a[\"y\"]); }"),
	    "char");
	CHECK_STR(ty("int a[4]; BEGIN { trace(a[1]); }"), "int");
	CHECK_STR(ty("int a[4]; BEGIN { trace(a); }"), "int [4]");
	CHECK_STR(ty("BEGIN { trace(pid); }"), "pid_t");
	CHECK_STR(ty("BEGIN { trace(timestamp); }"), "uint64_t");
	CHECK_STR(ty("BEGIN { trace(arg0); }"), "int64_t");
	CHECK_STR(err("BEGIN { x = \"a\"; x = 1; }"), "D_OP_INCOMPAT: "
	    "operands have incompatible types: \"string\" = \"int\"");
	CHECK_STR(err("BEGIN { self->x = 1; self->x = \"a\"; }"),
	    "D_OP_INCOMPAT: operands have incompatible types: "
	    "\"int\" = \"string\"");
	CHECK_STR(err("BEGIN { a[1] = 1; a[\"x\"] = 2; }"),
	    "D_KEY_TYPE: a key #1 is incompatible with prototype:");
	CHECK_STR(err("int a[4]; BEGIN { trace(a[5]); }"), "D_ARR_BOUNDS: "
	    "index 5 is out of range for array of 4 elements");
	CHECK_STR(err("BEGIN { trace(undefined_x); }"), "D_IDENT_UNDEF: "
	    "failed to resolve undefined_x: Unknown variable name");
	CHECK_STR(err("BEGIN { trace(args[10]); }"), "D_ARGS_IDX: "
	    "index 10 is out of range for dtrace:::BEGIN args[ ]");
}

/* ------------------------------------------------------------ lvalues */

UNIT_TEST(test_lvalues)
{
	CHECK_STR(err("BEGIN { x++; }"), "ok");
	CHECK_STR(ty("BEGIN { x = 1; x++; trace(x); }"), "int");
	CHECK_STR(err("BEGIN { 1 = 2; }"), "D_OP_LVAL: "
	    "operator = requires modifiable lvalue as an operand");
	CHECK_STR(err("BEGIN { \"a\" = \"b\"; }"), "D_OP_LVAL: "
	    "operator = requires modifiable lvalue as an operand");
	CHECK_STR(err("BEGIN { ++(1 + 2); }"), "D_OP_LVAL: "
	    "operator ++ requires modifiable lvalue as an operand");
	CHECK_STR(err("BEGIN { pid++; }"), "D_OP_LVAL: "
	    "operator ++ requires modifiable lvalue as an operand");
	CHECK_STR(err("BEGIN { execname = \"a\"; }"), "D_OP_WRITE: "
	    "operator = can only be applied to a writable variable");
	CHECK_STR(err("BEGIN { arg0 = 1; }"), "D_OP_WRITE: "
	    "operator = can only be applied to a writable variable");
	CHECK_STR(err("BEGIN { x = 1; trace(&x); }"),
	    "D_ADDROF_VAR: cannot take address of dynamic variable");
	CHECK_STR(err("BEGIN { x = 1; x->a = 1; }"),
	    "D_OP_PTR: operator -> must be applied to a pointer");
}

/* -------------------------------------------------------- declarations */

UNIT_TEST(test_declarations)
{
	CHECK_STR(ty("typedef long foo_t; BEGIN { trace((foo_t)1); }"),
	    "foo_t");
	CHECK_STR(ty("typedef long foo_t; BEGIN { trace((foo_t)1 + 1); }"),
	    "long");
	CHECK_STR(ty("struct s { int a; char b; }; "
	    "BEGIN { trace(((struct s *)0)->b); }"), "char");
	CHECK_STR(ty("struct s { int a; char b[4]; }; "
	    "BEGIN { trace(((struct s *)0)->b); }"), "char [4]");
	CHECK_STR(ty("typedef struct s { int a; } s_t; "
	    "BEGIN { trace(((s_t *)0)->a); }"), "int");
	CHECK_STR(ty("struct s { int a; }; struct s v; "
	    "BEGIN { trace(v.a); }"), "int");
	CHECK_STR(ty("inline int two = 2; BEGIN { trace(two); }"), "int");
	CHECK_STR(ty("inline string greet = \"hi\"; "
	    "BEGIN { trace(greet); }"), "string");
	CHECK_STR(ty("enum e { A, B }; BEGIN { trace(B); }"), "enum e");
	CHECK_STR(ty("BEGIN { trace(sizeof (int)); }"), "size_t");
	CHECK_STR(err("int x; int x;"), "ok");
	CHECK_STR(err("int x; long x;"),
	    "D_DECL_IDRED: identifier redeclared: x");
	CHECK_STR(err("typedef int foo; typedef long foo;"),
	    "D_DECL_IDRED: typedef redeclared: foo");
	CHECK_STR(err("struct s { int a; }; struct s { int b; };"),
	    "D_DECL_TYPERED: type redeclared: struct s");
	CHECK_STR(err("enum e { A, B }; enum f { A };"),
	    "D_DECL_IDRED: identifier redeclared: A");
	CHECK_STR(err("void v;"), "D_DECL_VOIDOBJ: cannot have void object: v");
	CHECK_STR(err("inline int s = \"a\";"), "D_OP_INCOMPAT: inline s "
	    "definition uses incompatible types: \"int\" = \"string\"");
	CHECK_STR(err("struct s { int a; }; "
	    "BEGIN { trace(((struct s *)0)->b); }"),
	    "D_TYPE_MEMBER: b is not a member of struct s");
	CHECK_STR(err("BEGIN { trace(((struct nosuch *)0)->a); }"),
	    "D_OP_INCOMPLETE: operator -> cannot be applied to a forward "
	    "declaration: no struct nosuch definition is available");
	CHECK_STR(err("BEGIN { trace(sizeof (void)); }"), "D_SIZEOF_TYPE: "
	    "cannot apply sizeof to an operand of unknown size");
}

/* ----------------------------------------------- aggregations, actions */

UNIT_TEST(test_aggregations)
{
	CHECK_STR(err("BEGIN { @[execname] = sum(arg0); }"), "ok");
	CHECK_STR(err("BEGIN { @a = count(); @a = sum(1); }"),
	    "D_AGG_REDEF: aggregation redefined: @a");
	CHECK_STR(err("BEGIN { @a = count(); trace(@a); }"), "D_AGG_SCALAR: "
	    "aggregation @a may not be used in an expression; use printa( ) "
	    "to print it");
	CHECK_STR(err("BEGIN { trace(count()); }"), "D_AGG_FUNC: "
	    "count( ) may only be used as the value of an aggregation");
	CHECK_STR(err("BEGIN { @a[1] = count(); @a[\"a\"] = count(); }"),
	    "D_KEY_TYPE: aggregation @a key #1 is incompatible with "
	    "prototype:");
	CHECK_STR(err("BEGIN { @a[1] = count(); @a[1, 2] = count(); }"),
	    "D_KEY_PROTO: aggregation @a: prototype mismatch: 2 keys passed, "
	    "1 expected");
	CHECK_STR(err("BEGIN { @ = count(1); }"), "D_PROTO_LEN: "
	    "count( ) prototype mismatch: 1 arg passed, 0 expected");
	CHECK_STR(err("BEGIN { @ = avg(\"a\"); }"), "D_PROTO_ARG: "
	    "avg( ) argument #1 is incompatible with prototype:");
	CHECK_STR(err("BEGIN { @a = lquantize(1, 10, 0, 1); }"),
	    "D_LQUANT_MISMATCH: lquantize( ) base (argument #2) must be "
	    "less than limit (argument #3)");
	CHECK_STR(err("BEGIN { @a = count(); clear(@b); }"), "D_PROTO_ARG: "
	    "clear( ) argument #1 is incompatible with prototype:");
}

UNIT_TEST(test_actions)
{
	CHECK_STR(err("BEGIN { printf(\"%d\", \"a\"); }"),
	    "D_PRINTF_ARG_TYPE: printf( ) argument #2 is incompatible with "
	    "conversion #1 prototype:");
	CHECK_STR(err("BEGIN { exit(\"a\"); }"), "D_PROTO_ARG: "
	    "exit( ) argument #1 is incompatible with prototype:");
	CHECK_STR(err("BEGIN { exit(); }"), "D_PROTO_LEN: "
	    "exit( ) prototype mismatch: 0 args passed, 1 expected");
}

int
main(void)
{
	UNIT_RUN(test_int_constants);
	UNIT_RUN(test_int_promotions);
	UNIT_RUN(test_arith_conversions);
	UNIT_RUN(test_comparisons);
	UNIT_RUN(test_pointer_arith);
	UNIT_RUN(test_strings);
	UNIT_RUN(test_unary_operand_types);
	UNIT_RUN(test_variables);
	UNIT_RUN(test_lvalues);
	UNIT_RUN(test_declarations);
	UNIT_RUN(test_aggregations);
	UNIT_RUN(test_actions);
	UNIT_DONE();
}
