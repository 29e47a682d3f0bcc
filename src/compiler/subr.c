/*
 * subr.c - the table of D subroutines and their semantic checks
 * (interface: subr.h).  Code generation is in codegen/subr.c.
 */
#include <string.h>

#include "subr.h"
#include "xlate.h"

#define S	"const char *"

/*
 * name, id, min and max arguments, result type, argument kinds, and the
 * parameter types as DTrace's prototypes spell them.
 */
static const dt_subr_t subr_tab[] = {
	{ "rand", DT_SUBR_RAND, 0, 0, "int", "", { NULL } },
	{ "strjoin", DT_SUBR_STRJOIN, 2, 2, "string", "ss", { S, S } },
	{ "substr", DT_SUBR_SUBSTR, 2, 3, "string", "sii",
	    { S, "int", "int" } },
	{ "index", DT_SUBR_INDEX, 2, 3, "int", "ssi", { S, S, "int" } },
	{ "rindex", DT_SUBR_RINDEX, 2, 3, "int", "ssi", { S, S, "int" } },
	{ "strchr", DT_SUBR_STRCHR, 2, 2, "string", "sc", { S, "char" } },
	{ "strrchr", DT_SUBR_STRRCHR, 2, 2, "string", "sc", { S, "char" } },
	{ "strstr", DT_SUBR_STRSTR, 2, 2, "string", "ss", { S, S } },
	{ "strtok", DT_SUBR_STRTOK, 2, 2, "string", "ts", { S, S } },
	{ "toupper", DT_SUBR_TOUPPER, 1, 1, "string", "s", { S } },
	{ "tolower", DT_SUBR_TOLOWER, 1, 1, "string", "s", { S } },
	{ "lltostr", DT_SUBR_LLTOSTR, 1, 2, "string", "ii",
	    { "int64_t", "int" } },
	{ "strtoll", DT_SUBR_STRTOLL, 1, 2, "int64_t", "si", { S, "int" } },
	{ "basename", DT_SUBR_BASENAME, 1, 1, "string", "s", { S } },
	{ "dirname", DT_SUBR_DIRNAME, 1, 1, "string", "s", { S } },
	{ "cleanpath", DT_SUBR_CLEANPATH, 1, 1, "string", "s", { S } },
	{ "htons", DT_SUBR_HTONS, 1, 1, "uint16_t", "i", { "uint16_t" } },
	{ "htonl", DT_SUBR_HTONL, 1, 1, "uint32_t", "i", { "uint32_t" } },
	{ "htonll", DT_SUBR_HTONLL, 1, 1, "uint64_t", "i", { "uint64_t" } },
	{ "ntohs", DT_SUBR_NTOHS, 1, 1, "uint16_t", "i", { "uint16_t" } },
	{ "ntohl", DT_SUBR_NTOHL, 1, 1, "uint32_t", "i", { "uint32_t" } },
	{ "ntohll", DT_SUBR_NTOHLL, 1, 1, "uint64_t", "i", { "uint64_t" } },
	{ "inet_ntoa", DT_SUBR_INET_NTOA, 1, 1, "string", "p",
	    { "ipaddr_t *" } },
	{ "inet_ntoa6", DT_SUBR_INET_NTOA6, 1, 1, "string", "p",
	    { "in6_addr_t *" } },
	{ "inet_ntop", DT_SUBR_INET_NTOP, 2, 2, "string", "ip",
	    { "int", "void *" } },
	{ "getmajor", DT_SUBR_GETMAJOR, 1, 1, "major_t", "i", { "dev_t" } },
	{ "getminor", DT_SUBR_GETMINOR, 1, 1, "minor_t", "i", { "dev_t" } },
	{ "progenyof", DT_SUBR_PROGENYOF, 1, 1, "int", "i", { "pid_t" } },
	{ "copyin", DT_SUBR_COPYIN, 2, 2, "void *", "ai",
	    { "uintptr_t", "size_t" } },
	{ "alloca", DT_SUBR_ALLOCA, 1, 1, "void *", "i", { "size_t" } },
	/* codegen/subr_bvar.c */
	{ "bcopy", DT_SUBR_BCOPY, 3, 3, "void", "aai",
	    { "void *", "void *", "size_t" } },
	{ "copyinto", DT_SUBR_COPYINTO, 3, 3, "void", "aia",
	    { "uintptr_t", "size_t", "void *" } },
	{ "d_path", DT_SUBR_D_PATH, 1, 1, "string", "p",
	    { "struct path *" } },
	{ "getf", DT_SUBR_GETF, 1, 1, "struct file *", "i", { "int" } },
	{ "mutex_owned", DT_SUBR_MUTEX_OWNED, 1, 1, "int", "p",
	    { "struct mutex *" } },
	{ "mutex_owner", DT_SUBR_MUTEX_OWNER, 1, 1, "struct task_struct *",
	    "p", { "struct mutex *" } },
	{ "mutex_type_adaptive", DT_SUBR_MUTEX_TYPE_ADAPTIVE, 1, 1, "int",
	    "p", { "struct mutex *" } },
	{ "mutex_type_spin", DT_SUBR_MUTEX_TYPE_SPIN, 1, 1, "int", "p",
	    { "struct mutex *" } },
	{ "rw_read_held", DT_SUBR_RW_READ_HELD, 1, 1, "int", "p",
	    { "rwlock_t *" } },
	{ "rw_write_held", DT_SUBR_RW_WRITE_HELD, 1, 1, "int", "p",
	    { "rwlock_t *" } },
	{ "rw_iswriter", DT_SUBR_RW_ISWRITER, 1, 1, "int", "p",
	    { "rwlock_t *" } },
	/* the D library's: the mount point of a mount (fileinfo_t) */
	{ "__mount_path", DT_SUBR_MOUNT_PATH, 1, 1, "string", "p",
	    { "struct vfsmount *" } },
};

#undef S

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

const dt_subr_t *
dt_subr_lookup(const char *name)
{
	size_t i;

	for (i = 0; i < DT_ARRAY_SIZE(subr_tab); i++)
		if (strcmp(subr_tab[i].sb_name, name) == 0)
			return &subr_tab[i];
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

	if (strcmp(name, "string") == 0)
		return tt->tt_string;
	if (strcmp(name, "void *") == 0)
		return tt->tt_voidp;
	if (strcmp(name, "int") == 0)
		return tt->tt_int;
	if (strcmp(name, "void") == 0)
		return tt->tt_void;
	if ((t = dt_type_lookup(tt, name)) == NULL)
		DT_BUG("subroutine result type %s", name);
	return t;
}

dt_type_t *
dt_subr_cook(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *call, const dt_subr_t *sb)
{
	dt_typetab_t *tt = &sm->sm_types;
	dt_node_t *a;
	int n;

	for (a = call->dn_args, n = 0; a != NULL; a = a->dn_next, n++) {
		if (arg_ok(a->dn_type, sb->sb_kinds[n]))
			continue;
		dt_cc_error(cc, "D_PROTO_ARG", a->dn_line,
		    "%s( ) argument #%d is incompatible with prototype:\n"
		    "\tprototype: %s\n\t argument: %s", sb->sb_name, n + 1,
		    sb->sb_proto[n], dt_type_name(tt, a->dn_type));
	}
	if (strncmp(sb->sb_ret, "struct ", 7) == 0) {
		dt_type_t *t = dt_xlate_typename(sm, sb->sb_ret);

		if (t == NULL)
			dt_cc_error(cc, "D_FUNC_UNDEF", call->dn_line,
			    "%s( ): the kernel's BTF does not describe %s",
			    sb->sb_name, sb->sb_ret);
		return t;
	}
	return result_type(tt, sb->sb_ret);
}
