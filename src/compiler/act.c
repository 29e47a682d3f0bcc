/*
 * act.c - semantic checks of the actions tracemem(), printm(), print(),
 * setopt(), ftruncate(), stop(), raise(), copyout(), copyoutstr(),
 * chill(), panic() and breakpoint() (interface: dt_sema_cook_act in
 * sema.h).  The argument count is checked by sema.c against the
 * function table (compiler/func.h) and the arguments are typed already;
 * system() and freopen() take a printf() format and are checked by
 * sema.c's printf code.
 *
 * panic() and breakpoint() are refused here, with or without -w: a BPF
 * program cannot panic the kernel and cannot enter a kernel debugger.
 * Oracle's DTrace for Linux refuses them too.  chill() is done with
 * bpf_loop (codegen/chill.c).
 */
#include <string.h>

#include "sema.h"

static const char *
tname(dt_sema_t *sm, dt_type_t *t)
{
	return dt_type_name(&sm->sm_types, t);
}

static void DT_NORETURN
proto_arg(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *call, int n,
    const char *proto, dt_node_t *a)
{
	dt_cc_error(cc, "D_PROTO_ARG", call->dn_line, "%s( ) argument #%d is "
	    "incompatible with prototype:\n\tprototype: %s\n\t argument: %s",
	    call->dn_name, n, proto, tname(sm, a->dn_type));
}

static int
is_stringish(dt_type_t *t)
{
	return dt_type_is_string(t) || dt_type_is_charp(t);
}

static int
is_array(dt_type_t *t)
{
	t = dt_type_resolve(t);
	return t != NULL && t->ty_kind == DT_TY_ARRAY;
}

static dt_node_t *
arg(dt_node_t *call, int n)
{
	dt_node_t *a = call->dn_args;

	while (a != NULL && n-- > 0)
		a = a->dn_next;
	return a;
}

int
dt_sema_is_bytes(dt_type_t *t)
{
	t = dt_type_resolve(t);
	return t != NULL && (t->ty_kind == DT_TY_STRUCT ||
	    t->ty_kind == DT_TY_UNION || t->ty_kind == DT_TY_ARRAY) &&
	    t->ty_size > 0 && dt_sema_symkind(t) == 0;
}

/* The pointee of print()'s argument, checked (Oracle: void * only). */
static void
cook_print(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *call)
{
	dt_node_t *a = call->dn_args;
	dt_type_t *t = dt_type_resolve(a->dn_type), *b;

	if (t == NULL || t->ty_kind != DT_TY_PTR)
		proto_arg(sm, cc, call, 1, "void *", a);
	b = dt_type_resolve(t->ty_base);
	if (b == NULL || b->ty_size == 0 || b->ty_kind == DT_TY_VOID ||
	    b->ty_kind == DT_TY_FUNC ||
	    ((b->ty_kind == DT_TY_STRUCT || b->ty_kind == DT_TY_UNION) &&
	    !b->ty_complete && b->ty_btfid == 0))
		dt_cc_error(cc, "D_PRINT_SIZE", call->dn_line, "print( ) "
		    "argument #1 reference has type '%s' with size 0; cannot "
		    "print( ) it.", tname(sm, t->ty_base));
	if (b->ty_size > 8192)
		dt_cc_error(cc, "D_PRINT_SIZE", call->dn_line, "print( ) "
		    "argument #1 reference has type '%s' with size %u; cannot "
		    "print( ) more than 8192 bytes.", tname(sm, t->ty_base),
		    b->ty_size);
}

dt_type_t *
dt_sema_cook_act(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *call)
{
	dt_node_t *a1 = arg(call, 0), *a2 = arg(call, 1), *a3 = arg(call, 2);

	switch (call->dn_ident->id_func) {
	case DT_F_TRACEMEM:
		if (!dt_type_is_scalar(a1->dn_type) && !is_array(a1->dn_type))
			dt_cc_error(cc, "D_TRACEMEM_ADDR", call->dn_line,
			    "tracemem( ) argument #1 is incompatible with "
			    "prototype:\n\tprototype: pointer or integer\n"
			    "\t argument: %s", tname(sm, a1->dn_type));
		if (a2->dn_kind != DT_NODE_INT || (int64_t)a2->dn_int <= 0)
			dt_cc_error(cc, "D_TRACEMEM_SIZE", call->dn_line,
			    "tracemem( ) argument #2 must be a non-zero "
			    "positive integral constant expression");
		if (a2->dn_int > 8192)
			dt_cc_error(cc, "D_TRACEMEM_SIZE", call->dn_line,
			    "tracemem( ) argument #2 is too large: at most "
			    "8192 bytes can be traced");
		if (a3 != NULL && !dt_type_is_integer(a3->dn_type))
			dt_cc_error(cc, "D_TRACEMEM_DYNSIZE", call->dn_line,
			    "tracemem( ) dynamic size (argument #3) must be "
			    "of integer type");
		break;
	case DT_F_PRINTM:
		if (a1->dn_kind != DT_NODE_INT || (int64_t)a1->dn_int <= 0)
			dt_cc_error(cc, "D_PRINTM_SIZE", call->dn_line,
			    "printm( ) argument #1 must be a non-zero "
			    "positive integral constant expression");
		if (a1->dn_int > 8192)
			dt_cc_error(cc, "D_PRINTM_SIZE", call->dn_line,
			    "printm( ) argument #1 is too large: at most "
			    "8192 bytes can be printed");
		if (!dt_type_is_pointer(a2->dn_type))
			dt_cc_error(cc, "D_PRINTM_ADDR", call->dn_line,
			    "printm( ) argument #2 is incompatible with "
			    "prototype:\n\tprototype: uintptr_t *\n"
			    "\t argument: %s", tname(sm, a2->dn_type));
		break;
	case DT_F_PRINT:
		cook_print(sm, cc, call);
		break;
	case DT_F_SETOPT:
		if (!is_stringish(a1->dn_type))
			proto_arg(sm, cc, call, 1, "const char *", a1);
		if (a2 != NULL && !is_stringish(a2->dn_type))
			proto_arg(sm, cc, call, 2, "const char *", a2);
		break;
	case DT_F_FTRUNCATE:
	case DT_F_STOP:
		break;
	case DT_F_RAISE:
		if (!dt_type_is_integer(a1->dn_type))
			proto_arg(sm, cc, call, 1, "int", a1);
		break;
	case DT_F_COPYOUT:
	case DT_F_COPYOUTSTR:
		if (call->dn_ident->id_func == DT_F_COPYOUT ?
		    !dt_type_is_pointer(a1->dn_type) :
		    !is_stringish(a1->dn_type))
			proto_arg(sm, cc, call, 1, call->dn_ident->id_func ==
			    DT_F_COPYOUT ? "void *" : "char *", a1);
		if (!dt_type_is_scalar(a2->dn_type))
			proto_arg(sm, cc, call, 2, "uintptr_t", a2);
		if (!dt_type_is_integer(a3->dn_type))
			proto_arg(sm, cc, call, 3, "size_t", a3);
		break;
	case DT_F_CHILL:
		if (!dt_type_is_integer(a1->dn_type))
			proto_arg(sm, cc, call, 1, "int", a1);
		break;
	case DT_F_PANIC:
		dt_cc_error(cc, "D_ACT_UNSUPP", call->dn_line, "panic( ) is "
		    "not supported on Linux: a BPF program cannot panic the "
		    "kernel");
	case DT_F_BREAKPOINT:
		dt_cc_error(cc, "D_ACT_UNSUPP", call->dn_line, "breakpoint( ) "
		    "is not supported on Linux: a BPF program cannot enter a "
		    "kernel debugger");
	default:
		DT_BUG("action %d", call->dn_ident->id_func);
	}
	return sm->sm_types.tt_void;
}
