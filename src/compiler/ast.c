/*
 * ast.c - AST helpers: node kind names and the tree dump printed by
 * -x tree=N and compared by the parser unit tests.  Interface: ast.h.
 *
 * Dump format (stable).  dt_node_dump() prints one node (not the nodes
 * linked behind it through dn_next), starting with two spaces per level
 * of 'indent' and ending with a newline; call it per item to print a
 * whole program.  Program items
 * and statements put each child on its own line, one level deeper, and
 * close their parenthesis after the last child; expressions stay on one
 * line.  Nothing is printed for a NULL field unless shown below.
 *
 *   (clause[ nobody]               CLAUSE; "nobody" for DT_NF_NOBODY
 *     (desc "syscall::read:entry") PROBEDESC; (desc id 123) for a probe id
 *     (pred EXPR)                  predicate, if any
 *     (body STMT...))              statements; "(body)" for {}
 *   (stmt EXPR)  (empty)           EXPR_STMT, EMPTY_STMT
 *   (if EXPR (then STMT...) [(else STMT...)])     children on own lines
 *   (decl[ NAME] <TYPE>[ :WIDTH][ self][ this][ extern][ typedef][ static]
 *     MEMBER...)                   members / (enumerator NAME[ EXPR])
 *                                  lines follow when the decl has a body
 *   (inline NAME <TYPE> [(params DECL...)] EXPR)
 *   (translator <TYPE> DECL (init NAME EXPR)...)
 *   (provider NAME (probe NAME (args DECL...)[ (xargs DECL...)])...)
 *   (pragma "option quiet")
 *
 * Expressions:
 *   (int V[ TYPE][ char])          TYPE: uint long ulong llong ullong
 *                                  (omitted for int); V signed unless
 *                                  TYPE is unsigned
 *   (string "text")                C escapes for " \ and non-printables
 *   (ident x)  (self x)  (this x)  (agg @a[ KEY...])
 *   (index BASE ARG...)  (call NAME[ ARG...])
 *   (unary OP X)  (postfix OP X)  (binary OP L R)  (assign OP L R)
 *   (cond C L R)  (cast <TYPE> X)  (sizeof <TYPE>)  (sizeof X)
 *   (offsetof <TYPE> NAME)  (stringof X)  (member . X NAME)
 *   (member -> X NAME)  (xlate <TYPE> X)
 * OP is the operator's spelling ("+", "^^", ",", "+=", "++" ...).
 *
 * <TYPE> is the specifiers (qualifiers, signed/unsigned, base type, e.g.
 * "unsigned long", "struct foo", "pid_t") followed by the declarator
 * chain in dt_declarator_t order: " *" (with " const" etc.), " [4]",
 * " []", " [EXPR]", " [string, int]" (associative keys), " (int, char *)"
 * (function parameters, names shown when given).  "unsigned long *a[4]"
 * prints <unsigned long * [4]>; "int (*fp)(int)" prints <int (int) *>.
 */
#include <inttypes.h>
#include <stdint.h>
#include <string.h>

#include "cc.h"

static const char *const kind_names[DT_NODE_NKINDS] = {
	[DT_NODE_INT] = "int",
	[DT_NODE_STRING] = "string",
	[DT_NODE_IDENT] = "ident",
	[DT_NODE_SELF] = "self",
	[DT_NODE_THIS] = "this",
	[DT_NODE_AGG] = "agg",
	[DT_NODE_INDEX] = "index",
	[DT_NODE_CALL] = "call",
	[DT_NODE_UNARY] = "unary",
	[DT_NODE_POSTFIX] = "postfix",
	[DT_NODE_BINARY] = "binary",
	[DT_NODE_ASSIGN] = "assign",
	[DT_NODE_COND] = "cond",
	[DT_NODE_CAST] = "cast",
	[DT_NODE_SIZEOF] = "sizeof",
	[DT_NODE_OFFSETOF] = "offsetof",
	[DT_NODE_STRINGOF] = "stringof",
	[DT_NODE_MEMBER] = "member",
	[DT_NODE_XLATE] = "xlate",
	[DT_NODE_EXPR_STMT] = "stmt",
	[DT_NODE_IF] = "if",
	[DT_NODE_EMPTY_STMT] = "empty",
	[DT_NODE_CLAUSE] = "clause",
	[DT_NODE_PROBEDESC] = "desc",
	[DT_NODE_DECL] = "decl",
	[DT_NODE_INLINE] = "inline",
	[DT_NODE_TRANSLATOR] = "translator",
	[DT_NODE_MEMBER_INIT] = "init",
	[DT_NODE_PROVIDER] = "provider",
	[DT_NODE_PROBE] = "probe",
	[DT_NODE_PRAGMA] = "pragma",
};

const char *
dt_node_kind_name(dt_nkind_t k)
{
	if ((unsigned)k < DT_NODE_NKINDS && kind_names[k] != NULL)
		return kind_names[k];
	return "?";
}

static void dump_expr(dt_strbuf_t *, const dt_node_t *);
static void dump_item(dt_strbuf_t *, const dt_node_t *, int);
static void type_text(dt_strbuf_t *, const dt_decl_t *);

static void
pad(dt_strbuf_t *sb, int indent)
{
	dt_strbuf_addpad(sb, ' ', (size_t)(indent > 0 ? indent : 0) * 2);
}

/* 'n' bytes of 's' in double quotes with C escapes. */
static void
quoted(dt_strbuf_t *sb, const char *s, size_t n)
{
	size_t i;
	unsigned char c;

	dt_strbuf_addc(sb, '"');
	for (i = 0; i < n; i++) {
		c = (unsigned char)s[i];
		if (c == '"' || c == '\\')
			dt_strbuf_addf(sb, "\\%c", c);
		else if (c == '\n')
			dt_strbuf_adds(sb, "\\n");
		else if (c == '\t')
			dt_strbuf_adds(sb, "\\t");
		else if (c < 0x20 || c >= 0x7f)
			dt_strbuf_addf(sb, "\\%03o", c);
		else
			dt_strbuf_addc(sb, (int)c);
	}
	dt_strbuf_addc(sb, '"');
}

/* ------------------------------------------------------------------ types */

static const char *
base_name(dt_dskind_t k)
{
	switch (k) {
	case DT_DS_NONE: return "int";
	case DT_DS_VOID: return "void";
	case DT_DS_CHAR: return "char";
	case DT_DS_SHORT: return "short";
	case DT_DS_INT: return "int";
	case DT_DS_LONG: return "long";
	case DT_DS_LONGLONG: return "long long";
	case DT_DS_FLOAT: return "float";
	case DT_DS_DOUBLE: return "double";
	case DT_DS_LONGDOUBLE: return "long double";
	case DT_DS_BOOL: return "_Bool";
	case DT_DS_STRING: return "string";
	case DT_DS_STRUCT: return "struct";
	case DT_DS_UNION: return "union";
	case DT_DS_ENUM: return "enum";
	case DT_DS_TYPEDEF: return "";
	}
	return "?";
}

static void
quals_text(dt_strbuf_t *sb, unsigned q, int before)
{
	static const struct {
		unsigned q;
		const char *name;
	} qn[] = {
		{ DT_Q_CONST, "const" }, { DT_Q_VOLATILE, "volatile" },
		{ DT_Q_RESTRICT, "restrict" }, { DT_Q_USERLAND, "userland" },
	};
	size_t i;

	for (i = 0; i < DT_ARRAY_SIZE(qn); i++) {
		if (!(q & qn[i].q))
			continue;
		if (before)
			dt_strbuf_addf(sb, "%s ", qn[i].name);
		else
			dt_strbuf_addf(sb, " %s", qn[i].name);
	}
}

/* A parameter or key: its type and, when given, its name. */
static void
param_text(dt_strbuf_t *sb, const dt_node_t *list, int varargs)
{
	const dt_node_t *dnp;

	for (dnp = list; dnp != NULL; dnp = dnp->dn_next) {
		if (dnp != list)
			dt_strbuf_adds(sb, ", ");
		if (dnp->dn_decl != NULL)
			type_text(sb, dnp->dn_decl);
		if (dnp->dn_name != NULL)
			dt_strbuf_addf(sb, " %s", dnp->dn_name);
	}
	if (varargs)
		dt_strbuf_adds(sb, list != NULL ? ", ..." : "...");
}

static void
declarator_text(dt_strbuf_t *sb, const dt_declarator_t *dd)
{
	for (; dd != NULL; dd = dd->dd_next) {
		switch (dd->dd_kind) {
		case DT_DD_POINTER:
			dt_strbuf_adds(sb, " *");
			quals_text(sb, dd->dd_quals, 0);
			break;
		case DT_DD_ARRAY:
			dt_strbuf_adds(sb, " [");
			if (dd->dd_assoc)
				param_text(sb, dd->dd_size, 0);
			else if (dd->dd_size != NULL &&
			    dd->dd_size->dn_kind == DT_NODE_INT)
				dt_strbuf_addf(sb, "%" PRIu64,
				    (uint64_t)dd->dd_size->dn_int);
			else if (dd->dd_size != NULL)
				dump_expr(sb, dd->dd_size);
			dt_strbuf_addc(sb, ']');
			break;
		case DT_DD_FUNC:
			dt_strbuf_adds(sb, " (");
			param_text(sb, dd->dd_params, dd->dd_varargs);
			dt_strbuf_addc(sb, ')');
			break;
		}
	}
}

static void
type_text(dt_strbuf_t *sb, const dt_decl_t *ds)
{
	quals_text(sb, ds->ds_quals, 1);
	if (ds->ds_signed)
		dt_strbuf_adds(sb, "signed ");
	if (ds->ds_unsigned)
		dt_strbuf_adds(sb, "unsigned ");
	dt_strbuf_adds(sb, base_name(ds->ds_base));
	if (ds->ds_name != NULL) {
		if (ds->ds_base != DT_DS_TYPEDEF)
			dt_strbuf_addc(sb, ' ');
		dt_strbuf_adds(sb, ds->ds_name);
	}
	declarator_text(sb, ds->ds_decl);
}

static void
dump_type(dt_strbuf_t *sb, const dt_decl_t *ds)
{
	dt_strbuf_addc(sb, '<');
	if (ds != NULL)
		type_text(sb, ds);
	dt_strbuf_addc(sb, '>');
}

/* ----------------------------------------------------------- expressions */

static void
dump_int(dt_strbuf_t *sb, const dt_node_t *dnp)
{
	static const char *const tn[] = {
		"", " uint", " long", " ulong", " llong", " ullong"
	};
	unsigned f = dnp->dn_flags;
	int i = (f & DT_NF_UNSIGNED ? 1 : 0) + (f & DT_NF_LONG ? 2 : 0) +
	    (f & DT_NF_LONGLONG ? 4 : 0);

	if (i > 5)
		i = 5;
	if (f & DT_NF_UNSIGNED)
		dt_strbuf_addf(sb, "(int %" PRIu64, (uint64_t)dnp->dn_int);
	else
		dt_strbuf_addf(sb, "(int %" PRId64, dnp->dn_int);
	dt_strbuf_adds(sb, tn[i]);
	if (f & DT_NF_CHARLIT)
		dt_strbuf_adds(sb, " char");
	dt_strbuf_addc(sb, ')');
}

/* " X Y ..." for an expression list. */
static void
dump_list(dt_strbuf_t *sb, const dt_node_t *dnp)
{
	for (; dnp != NULL; dnp = dnp->dn_next) {
		dt_strbuf_addc(sb, ' ');
		dump_expr(sb, dnp);
	}
}

/* The one-line "(decl ...)" header. */
static void
decl_head(dt_strbuf_t *sb, const dt_node_t *dnp)
{
	unsigned f = dnp->dn_flags;

	dt_strbuf_adds(sb, "(decl ");
	if (dnp->dn_name != NULL)
		dt_strbuf_addf(sb, "%s ", dnp->dn_name);
	dump_type(sb, dnp->dn_decl);
	if (dnp->dn_int >= 0)
		dt_strbuf_addf(sb, " :%" PRId64, dnp->dn_int);
	if (f & DT_NF_SELF)
		dt_strbuf_adds(sb, " self");
	if (f & DT_NF_THIS)
		dt_strbuf_adds(sb, " this");
	if (f & DT_NF_EXTERN)
		dt_strbuf_adds(sb, " extern");
	if (f & DT_NF_TYPEDEF)
		dt_strbuf_adds(sb, " typedef");
	if (f & DT_NF_STATIC)
		dt_strbuf_adds(sb, " static");
}

static void
dump_expr(dt_strbuf_t *sb, const dt_node_t *dnp)
{
	const char *op = dt_tok_name((dt_tok_t)dnp->dn_op);

	switch (dnp->dn_kind) {
	case DT_NODE_INT:
		dump_int(sb, dnp);
		return;
	case DT_NODE_STRING:
		dt_strbuf_adds(sb, "(string ");
		quoted(sb, dnp->dn_str, dnp->dn_strlen);
		break;
	case DT_NODE_IDENT:
	case DT_NODE_SELF:
	case DT_NODE_THIS:
		dt_strbuf_addf(sb, "(%s %s", dt_node_kind_name(dnp->dn_kind),
		    dnp->dn_name);
		break;
	case DT_NODE_AGG:
		dt_strbuf_addf(sb, "(agg %s", dnp->dn_name);
		dump_list(sb, dnp->dn_args);
		break;
	case DT_NODE_INDEX:
		dt_strbuf_adds(sb, "(index ");
		dump_expr(sb, dnp->dn_left);
		dump_list(sb, dnp->dn_args);
		break;
	case DT_NODE_CALL:
		dt_strbuf_addf(sb, "(call %s", dnp->dn_name);
		dump_list(sb, dnp->dn_args);
		break;
	case DT_NODE_UNARY:
	case DT_NODE_POSTFIX:
	case DT_NODE_STRINGOF:
		dt_strbuf_addf(sb, "(%s ", dt_node_kind_name(dnp->dn_kind));
		if (dnp->dn_kind != DT_NODE_STRINGOF)
			dt_strbuf_addf(sb, "%s ", op);
		dump_expr(sb, dnp->dn_left);
		break;
	case DT_NODE_BINARY:
	case DT_NODE_ASSIGN:
		dt_strbuf_addf(sb, "(%s %s ", dt_node_kind_name(dnp->dn_kind),
		    op);
		dump_expr(sb, dnp->dn_left);
		dt_strbuf_addc(sb, ' ');
		dump_expr(sb, dnp->dn_right);
		break;
	case DT_NODE_COND:
		dt_strbuf_adds(sb, "(cond ");
		dump_expr(sb, dnp->dn_cond);
		dt_strbuf_addc(sb, ' ');
		dump_expr(sb, dnp->dn_left);
		dt_strbuf_addc(sb, ' ');
		dump_expr(sb, dnp->dn_right);
		break;
	case DT_NODE_CAST:
	case DT_NODE_XLATE:
	case DT_NODE_SIZEOF:
		dt_strbuf_addf(sb, "(%s", dt_node_kind_name(dnp->dn_kind));
		if (dnp->dn_decl != NULL) {
			dt_strbuf_addc(sb, ' ');
			dump_type(sb, dnp->dn_decl);
		}
		if (dnp->dn_left != NULL) {
			dt_strbuf_addc(sb, ' ');
			dump_expr(sb, dnp->dn_left);
		}
		break;
	case DT_NODE_OFFSETOF:
		dt_strbuf_adds(sb, "(offsetof ");
		dump_type(sb, dnp->dn_decl);
		dt_strbuf_addf(sb, " %s", dnp->dn_name);
		break;
	case DT_NODE_MEMBER:
		dt_strbuf_addf(sb, "(member %s ", op);
		dump_expr(sb, dnp->dn_left);
		dt_strbuf_addf(sb, " %s", dnp->dn_name);
		break;
	case DT_NODE_DECL:
		decl_head(sb, dnp);
		break;
	default:
		dt_strbuf_addf(sb, "(%s", dt_node_kind_name(dnp->dn_kind));
		break;
	}
	dt_strbuf_addc(sb, ')');
}

/* ------------------------------------------------------ items, statements */

/* Newline, indentation, then the item 'dnp' (one level deeper). */
static void
child(dt_strbuf_t *sb, const dt_node_t *dnp, int indent)
{
	dt_strbuf_addc(sb, '\n');
	pad(sb, indent);
	dump_item(sb, dnp, indent);
}

/* "(name" + one line per node of 'list' + ")" */
static void
group(dt_strbuf_t *sb, const char *name, const dt_node_t *list, int indent)
{
	dt_strbuf_addc(sb, '\n');
	pad(sb, indent);
	dt_strbuf_addf(sb, "(%s", name);
	for (; list != NULL; list = list->dn_next)
		child(sb, list, indent + 1);
	dt_strbuf_addc(sb, ')');
}

static void
dump_decl(dt_strbuf_t *sb, const dt_node_t *dnp, int indent)
{
	const dt_decl_t *ds = dnp->dn_decl;
	const dt_node_t *m;

	decl_head(sb, dnp);
	if (ds != NULL && ds->ds_has_body) {
		for (m = ds->ds_members; m != NULL; m = m->dn_next) {
			if (ds->ds_base != DT_DS_ENUM) {
				child(sb, m, indent + 1);
				continue;
			}
			dt_strbuf_addc(sb, '\n');
			pad(sb, indent + 1);
			dt_strbuf_addf(sb, "(enumerator %s", m->dn_name);
			dump_list(sb, m->dn_left);
			dt_strbuf_addc(sb, ')');
		}
	}
	dt_strbuf_addc(sb, ')');
}

static void
dump_clause(dt_strbuf_t *sb, const dt_node_t *dnp, int indent)
{
	const dt_node_t *d;

	dt_strbuf_adds(sb, "(clause");
	if (dnp->dn_flags & DT_NF_NOBODY)
		dt_strbuf_adds(sb, " nobody");
	for (d = dnp->dn_probes; d != NULL; d = d->dn_next)
		child(sb, d, indent + 1);
	if (dnp->dn_pred != NULL) {
		dt_strbuf_addc(sb, '\n');
		pad(sb, indent + 1);
		dt_strbuf_adds(sb, "(pred ");
		dump_expr(sb, dnp->dn_pred);
		dt_strbuf_addc(sb, ')');
	}
	if (!(dnp->dn_flags & DT_NF_NOBODY))
		group(sb, "body", dnp->dn_body, indent + 1);
	dt_strbuf_addc(sb, ')');
}

static void
dump_item(dt_strbuf_t *sb, const dt_node_t *dnp, int indent)
{
	switch (dnp->dn_kind) {
	case DT_NODE_CLAUSE:
		dump_clause(sb, dnp, indent);
		return;
	case DT_NODE_PROBEDESC:
		if (dnp->dn_flags & DT_NF_PROBEID) {
			dt_strbuf_addf(sb, "(desc id %" PRId64 ")",
			    dnp->dn_int);
			return;
		}
		dt_strbuf_adds(sb, "(desc ");
		quoted(sb, dnp->dn_name, strlen(dnp->dn_name));
		break;
	case DT_NODE_EXPR_STMT:
		dt_strbuf_adds(sb, "(stmt ");
		dump_expr(sb, dnp->dn_left);
		break;
	case DT_NODE_EMPTY_STMT:
		dt_strbuf_adds(sb, "(empty");
		break;
	case DT_NODE_IF:
		dt_strbuf_adds(sb, "(if ");
		dump_expr(sb, dnp->dn_cond);
		group(sb, "then", dnp->dn_body, indent + 1);
		if (dnp->dn_else != NULL)
			group(sb, "else", dnp->dn_else, indent + 1);
		break;
	case DT_NODE_DECL:
		dump_decl(sb, dnp, indent);
		return;
	case DT_NODE_INLINE:
		dt_strbuf_addf(sb, "(inline %s ", dnp->dn_name);
		dump_type(sb, dnp->dn_decl);
		if (dnp->dn_args != NULL) {
			dt_strbuf_addc(sb, '\n');
			pad(sb, indent + 1);
			dt_strbuf_adds(sb, "(params");
			dump_list(sb, dnp->dn_args);
			dt_strbuf_addc(sb, ')');
		}
		dt_strbuf_addc(sb, '\n');
		pad(sb, indent + 1);
		dump_expr(sb, dnp->dn_left);
		break;
	case DT_NODE_TRANSLATOR:
		dt_strbuf_adds(sb, "(translator ");
		dump_type(sb, dnp->dn_decl);
		dump_list(sb, dnp->dn_args);
		for (dnp = dnp->dn_body; dnp != NULL; dnp = dnp->dn_next)
			child(sb, dnp, indent + 1);
		break;
	case DT_NODE_MEMBER_INIT:
		dt_strbuf_addf(sb, "(init %s ", dnp->dn_name);
		dump_expr(sb, dnp->dn_left);
		break;
	case DT_NODE_PROVIDER:
		dt_strbuf_addf(sb, "(provider %s", dnp->dn_name);
		for (dnp = dnp->dn_body; dnp != NULL; dnp = dnp->dn_next)
			child(sb, dnp, indent + 1);
		break;
	case DT_NODE_PROBE:
		dt_strbuf_addf(sb, "(probe %s (args", dnp->dn_name);
		dump_list(sb, dnp->dn_args);
		dt_strbuf_addc(sb, ')');
		if (dnp->dn_xargs != NULL) {
			dt_strbuf_adds(sb, " (xargs");
			dump_list(sb, dnp->dn_xargs);
			dt_strbuf_addc(sb, ')');
		}
		break;
	case DT_NODE_PRAGMA:
		dt_strbuf_adds(sb, "(pragma ");
		quoted(sb, dnp->dn_str, dnp->dn_strlen);
		break;
	default:
		dump_expr(sb, dnp);
		return;
	}
	dt_strbuf_addc(sb, ')');
}

void
dt_node_dump(dt_strbuf_t *sb, const dt_node_t *dnp, int indent)
{
	if (dnp == NULL)
		return;
	pad(sb, indent);
	dump_item(sb, dnp, indent);
	dt_strbuf_addc(sb, '\n');
}
