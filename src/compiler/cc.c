/*
 * cc.c - compilation-context helpers shared by lexer, parser and sema:
 * error reporting (longjmp to the compile entry), node allocation and the
 * table of names the parser must treat as types; and the compile
 * driver's entry to the compiler (compiler.h): a context, its error trap,
 * and one program text parsed and analysed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "btf.h"
#include "cc.h"
#include "sema.h"

void
dt_cc_error(dt_cc_t *cc, const char *tag, int line, const char *fmt, ...)
{
	dt_strbuf_t sb;
	va_list ap;

	dt_strbuf_init(&sb);
	va_start(ap, fmt);
	dt_strbuf_vaddf(&sb, fmt, ap);
	va_end(ap);
	free(cc->cc_err.ce_msg);
	cc->cc_err.ce_msg = sb.s ? sb.s : dt_xstrdup("");
	cc->cc_err.ce_tag = tag;
	cc->cc_err.ce_line = line;
	cc->cc_err.ce_where = cc->cc_parsing ? DT_ERR_NONE : cc->cc_where;
	longjmp(cc->cc_jmp, 1);
}

dt_node_t *
dt_node_new(dt_cc_t *cc, dt_nkind_t k, int line)
{
	dt_node_t *dnp = dt_arena_alloc(cc->cc_arena, sizeof(*dnp));

	dnp->dn_kind = k;
	dnp->dn_line = line;
	return dnp;
}

/* Built-in D typedefs (docs/language.md §3.1) and a few from the D library. */
static const char *const builtin_typedefs[] = {
	"int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t",
	"uint32_t", "uint64_t", "intptr_t", "uintptr_t", "ssize_t", "size_t",
	"ptrdiff_t", "uchar_t", "ushort_t", "uint_t", "ulong_t",
	"u_longlong_t", "id_t", "pid_t", "uid_t", "gid_t", "dev_t",
	"off_t", "time_t", "processorid_t", "caddr_t", "major_t", "minor_t",
	"boolean_t", "longlong_t", "hrtime_t", "zoneid_t", "taskid_t",
	"projid_t", "psetid_t", "chipid_t", "lgrp_id_t", "mode_t",
	"_Bool", NULL
};

int
dt_cc_is_typename(dt_cc_t *cc, const char *name)
{
	const char *bq = strchr(name, '`');
	int i;

	/* scoped names: D`foo_t, C`foo_t, vmlinux`pid_t (kernel BTF) */
	if (bq != NULL) {
		if (strchr(bq + 1, '`') != NULL || bq[1] == '\0')
			return 0;
		if ((bq - name == 1) && (name[0] == 'D' || name[0] == 'C'))
			return dt_cc_is_typename(cc, bq + 1);
		return bq != name && dt_btf_is_typename(bq + 1);
	}

	if (dt_htab_get(&cc->cc_typenames, name) != NULL)
		return 1;
	for (i = 0; builtin_typedefs[i] != NULL; i++)
		if (strcmp(builtin_typedefs[i], name) == 0)
			return 1;
	if (cc->cc_is_typename != NULL)
		return cc->cc_is_typename(cc->cc_is_typename_arg, name);
	return 0;
}

void
dt_cc_add_typename(dt_cc_t *cc, const char *name)
{
	dt_htab_put(&cc->cc_typenames, name, (void *)1);
}

dt_cc_t *
dt_cc_create(dt_arena_t *ap, dt_macros_t *macros)
{
	dt_cc_t *cc = dt_arena_alloc(ap, sizeof(*cc));

	memset(cc, 0, sizeof(*cc));
	cc->cc_arena = ap;
	cc->cc_macros = macros;
	dt_htab_init(&cc->cc_typenames);
	return cc;
}

void
dt_cc_release(dt_cc_t *cc)
{
	dt_htab_release(&cc->cc_typenames);
}

jmp_buf *
dt_cc_jmpbuf(dt_cc_t *cc)
{
	return &cc->cc_jmp;
}

dt_ccerr_t *
dt_cc_lasterr(dt_cc_t *cc)
{
	return &cc->cc_err;
}

void
dt_cc_text(dt_cc_t *cc, dt_sema_t *sm, const char *text, size_t len,
    dt_pctx_t pctx, const char *filename, int tree)
{
	dt_node_t *prog;

	cc->cc_pctx = pctx;
	cc->cc_filename = filename;
	cc->cc_where = DT_ERR_NONE;
	cc->cc_havepeek = 0;
	dt_lex_init(cc, text, len);
	cc->cc_parsing = 1;
	prog = dt_parse_program(cc);
	cc->cc_parsing = 0;
	if (tree) {
		dt_strbuf_t sb;
		dt_node_t *p;

		dt_strbuf_init(&sb);
		for (p = prog; p != NULL; p = p->dn_next)
			dt_node_dump(&sb, p, 0);
		fputs(sb.s ? sb.s : "", stderr);
		dt_strbuf_release(&sb);
	}
	dt_sema_program(sm, cc, prog);
	/* what follows (codegen, the next text) is in no predicate */
	cc->cc_where = DT_ERR_NONE;
}
