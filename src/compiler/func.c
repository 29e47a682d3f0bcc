/*
 * func.c - the table of D functions, expanded from func.h's DT_FUNCTIONS
 * list (interface: func.h): lookup by name and id, and the prototype check of
 * the rows that have argument kinds (most subroutines).  The other
 * checks are in sema.c and act.c; code generation is codegen/func.c's.
 */
#include <stdio.h>
#include <string.h>

#include "func.h"
#include "sema.h"
#include "xlate.h"

#define ROW(name, id, kind, min, max, flags, ret, kinds, protos, check, \
    gen, rec)	{ name, DT_F_##id, kind, min, max, flags, ret, kinds, \
    protos, check, rec },
#define ALIAS(name, id)	{ name, DT_F_##id },
#define NONE(...)

static const dt_funcdef_t functab[] = {
	DT_FUNCTIONS(ROW, NONE)
};

static const struct {
	const char *name;
	dt_func_t id;
} aliases[] = {
	DT_FUNCTIONS(NONE, ALIAS)
};

const dt_funcdef_t *
dt_func_def(int id)
{
	if (id < 0 || id >= DT_F_NFUNCS || (int)functab[id].fd_id != id)
		DT_BUG("function id %d", id);
	return &functab[id];
}

const dt_funcdef_t *
dt_func_lookup(const char *name)
{
	size_t i;

	for (i = 0; i < DT_ARRAY_SIZE(functab); i++)
		if (strcmp(functab[i].fd_name, name) == 0)
			return &functab[i];
	for (i = 0; i < DT_ARRAY_SIZE(aliases); i++)
		if (strcmp(aliases[i].name, name) == 0)
			return &functab[aliases[i].id];
	return NULL;
}

void
dt_func_foreach(void (*fn)(void *arg, const char *name,
    const dt_funcdef_t *fd), void *arg)
{
	size_t i;

	for (i = 0; i < DT_ARRAY_SIZE(functab); i++)
		fn(arg, functab[i].fd_name, &functab[i]);
	for (i = 0; i < DT_ARRAY_SIZE(aliases); i++)
		fn(arg, aliases[i].name, &functab[aliases[i].id]);
}

/* DTrace subroutines that have no meaning on Linux, and why. */
static const struct {
	const char *name, *why;
} nolinux_tab[] = {
	{ "msgsize", "STREAMS messages (mblk_t) do not exist on Linux" },
	{ "msgdsize", "STREAMS messages (mblk_t) do not exist on Linux" },
	{ "ddi_pathname", "Linux has no DDI device tree (dev_info_t)" },
};

const char *
dt_subr_nolinux(const char *name)
{
	size_t i;

	for (i = 0; i < DT_ARRAY_SIZE(nolinux_tab); i++)
		if (strcmp(nolinux_tab[i].name, name) == 0)
			return nolinux_tab[i].why;
	return NULL;
}

/* Is a value of type 't' acceptable for an argument of kind 'kind'? */
static int
arg_ok(dt_type_t *t, char kind)
{
	dt_type_t *rt = dt_type_resolve(t);
	int is_voidp = rt != NULL && rt->ty_kind == DT_TY_PTR &&
	    dt_type_resolve(rt->ty_base)->ty_kind == DT_TY_VOID;

	switch (kind) {
	case 's':
		return dt_type_is_string(t) || dt_type_is_charp(t) || is_voidp;
	case 't':
		return dt_type_is_string(t) || dt_type_is_charp(t) ||
		    dt_type_is_scalar(t);
	case 'c':
	case 'i':
		return dt_type_is_integer(t);
	case 'a':
		return dt_type_is_scalar(t);
	case 'p':
		return dt_type_is_pointer(t);
	default:
		DT_BUG("subroutine argument kind '%c'", kind);
	}
}

static dt_type_t *
result_type(dt_typetab_t *tt, const char *name)
{
	dt_type_t *t;
	size_t n;

	if (strcmp(name, "string") == 0)
		return tt->tt_string;
	if (strcmp(name, "void *") == 0)
		return tt->tt_voidp;
	if (strcmp(name, "int") == 0)
		return tt->tt_int;
	if (strcmp(name, "void") == 0)
		return tt->tt_void;
	n = strlen(name);
	if (n > 2 && strcmp(name + n - 2, " *") == 0) {
		/* a pointer to a named type ("uintptr_t *") */
		char base[64];

		snprintf(base, sizeof(base), "%.*s", (int)(n - 2), name);
		if ((t = dt_type_lookup(tt, base)) != NULL)
			return dt_type_ptr(tt, t);
	} else if ((t = dt_type_lookup(tt, name)) != NULL)
		return t;
	DT_BUG("subroutine result type %s", name);
}

/* Parameter 'n' (from 0) of the comma-separated 'protos', into 'buf'. */
static const char *
proto_n(const char *protos, int n, char *buf, size_t size)
{
	const char *p = protos, *q;

	while (n-- > 0 && (q = strchr(p, ',')) != NULL)
		p = q + 1;
	q = strchr(p, ',');
	snprintf(buf, size, "%.*s", (int)(q ? (size_t)(q - p) : strlen(p)), p);
	return buf;
}

dt_type_t *
dt_func_check_proto(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *call)
{
	const dt_funcdef_t *fd = dt_func_def(call->dn_ident->id_func);
	dt_typetab_t *tt = &sm->sm_types;
	dt_node_t *a;
	char proto[64];
	int n;

	for (a = call->dn_args, n = 0; a != NULL; a = a->dn_next, n++) {
		if (arg_ok(a->dn_type, fd->fd_kinds[n]))
			continue;
		dt_cc_error(cc, "D_PROTO_ARG", a->dn_line,
		    "%s( ) argument #%d is incompatible with prototype:\n"
		    "\tprototype: %s\n\t argument: %s", fd->fd_name, n + 1,
		    proto_n(fd->fd_protos, n, proto, sizeof(proto)),
		    dt_type_name(tt, a->dn_type));
	}
	if (strncmp(fd->fd_ret, "struct ", 7) == 0) {
		dt_type_t *t = dt_xlate_typename(sm, fd->fd_ret);

		if (t == NULL)
			dt_cc_error(cc, "D_FUNC_UNDEF", call->dn_line,
			    "%s( ): the kernel's BTF does not describe %s",
			    fd->fd_name, fd->fd_ret);
		return t;
	}
	return result_type(tt, fd->fd_ret);
}
