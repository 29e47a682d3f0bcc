/*
 * symrec.c - printing recorded stacks and symbols (see rt_int.h): the
 * fields of kinds DT_RK_STACK ... DT_RK_UADDR in records and aggregation
 * keys, as trace()-like output, aggregation keys and printf() values,
 * with DTrace's formats (docs/output.md §7).  Symbols come from sym.c.
 */
#include <string.h>

#include "rt_int.h"

int
dt_rt_is_symfield(const dt_recfield_t *rf)
{
	return rf->rf_kind >= DT_RK_STACK && rf->rf_kind <= DT_RK_USTACKD;
}

static uint64_t
word(const char *p, int i)
{
	uint64_t w;

	memcpy(&w, p + 8 * i, sizeof(w));
	return w;
}

static dt_symhow_t
how_of(dt_rkind_t k)
{
	switch (k) {
	case DT_RK_SYM:
	case DT_RK_USYM:
		return DT_SYM_FUNC;
	case DT_RK_MOD:
	case DT_RK_UMOD:
		return DT_SYM_MOD;
	default:
		return DT_SYM_ADDR;
	}
}

static int
is_user(dt_rkind_t k)
{
	return k == DT_RK_USTACK || k == DT_RK_USYM || k == DT_RK_UMOD ||
	    k == DT_RK_UADDR || k == DT_RK_USTACKD;
}

/*
 * The PCs of a DT_RK_USTACKD field (bpf/prog.h) into 'pcs' (zero-filled
 * to 'max'): unwound from its registers and stack copy (unwind.c), or
 * its frame-pointer PCs when that gives fewer than two frames (no stack
 * copy, code without CFI at the first frame).  Returns the pid.
 */
static int
ustackd_pcs(dt_rt_t *rt, const dt_recfield_t *rf, const char *p,
    uint64_t *pcs, int max)
{
	int nfp = (int)((rf->rf_size - DT_USTACK_EXTRA) / 8) - 1, n, i;
	const char *regp = p + 8 + 8 * nfp;
	uint64_t regs[DT_USTACK_REGS / 8], len;
	int pid = (int)word(p, 0);

	memset(pcs, 0, sizeof(uint64_t) * (size_t)max);
	if (max > nfp)
		max = nfp;
	memcpy(regs, regp, sizeof(regs));
	len = word(regp + DT_USTACK_REGS, 0);
	if (len > DT_USTACK_SNAP)
		len = 0;
	n = dt_syms_unwind(rt->syms, pid, regs, regp + DT_USTACK_REGS + 8,
	    (size_t)len, pcs, max);
	if (n < 2) {
		memset(pcs, 0, sizeof(uint64_t) * (size_t)max);
		for (i = 0; i < max; i++)
			pcs[i] = word(p, 1 + i);
	}
	return pid;
}

void
dt_rt_sym_seen(dt_rt_t *rt, const dt_recfield_t *rf, const char *data)
{
	if (is_user(rf->rf_kind))
		dt_syms_pid(rt->syms, (int)word(data + rf->rf_off, 0));
}

void
dt_rt_print_symfield(dt_rt_t *rt, const dt_recfield_t *rf, const char *data)
{
	const char *p = data + rf->rf_off;
	int n = (int)(rf->rf_size / 8), i;
	uint64_t pcs[DT_STACK_WORDS];
	dt_strbuf_t tmp;

	switch (rf->rf_kind) {
	case DT_RK_USTACKD:
		i = ustackd_pcs(rt, rf, p, pcs, DT_STACK_WORDS);
		dt_syms_stack(rt->syms, &rt->buf, i, pcs, DT_STACK_WORDS,
		    rt->o.ro_stackindent);
		return;
	case DT_RK_STACK:
	case DT_RK_USTACK: {
		int user = rf->rf_kind == DT_RK_USTACK;

		if (n > DT_STACK_WORDS)
			n = DT_STACK_WORDS;
		for (i = user; i < n; i++)
			pcs[i - user] = word(p, i);
		dt_syms_stack(rt->syms, &rt->buf, user ? (int)word(p, 0) : -1,
		    pcs, n - user, rt->o.ro_stackindent);
		return;
	}
	default:
		break;
	}
	/* "  %-50s", in quiet mode too */
	dt_strbuf_init(&tmp);
	if (is_user(rf->rf_kind))
		dt_syms_text(rt->syms, &tmp, (int)word(p, 0), word(p, 1),
		    how_of(rf->rf_kind));
	else
		dt_syms_text(rt->syms, &tmp, -1, word(p, 0),
		    how_of(rf->rf_kind));
	dt_strbuf_addf(&rt->buf, "  %-50s", tmp.s);
	dt_strbuf_release(&tmp);
}

void
dt_rt_sym_pfval(dt_rt_t *rt, const dt_recfield_t *rf, const char *data,
    dt_pfval_t *pv)
{
	const char *p = data + rf->rf_off;

	memset(pv, 0, sizeof(*pv));
	switch (rf->rf_kind) {
	case DT_RK_STACK:
		pv->pv_kind = DT_PF_OTHER;
		pv->pv_str = p;
		pv->pv_len = rf->rf_size;
		return;
	case DT_RK_USTACK:
		pv->pv_kind = DT_PF_OTHER;
		pv->pv_str = p + 8;
		pv->pv_len = rf->rf_size - 8;
		pv->pv_signed = 1;		/* user frames */
		rt->sym_pid = (int)word(p, 0);
		return;
	case DT_RK_USTACKD:
		pv->pv_kind = DT_PF_OTHER;
		rt->sym_pid = ustackd_pcs(rt, rf, p, rt->ustk_pcs,
		    DT_STACK_WORDS);
		pv->pv_str = (const char *)rt->ustk_pcs;
		pv->pv_len = rf->rf_size - DT_USTACK_EXTRA - 8;
		pv->pv_signed = 1;		/* user frames */
		return;
	case DT_RK_USYM:
	case DT_RK_UMOD:
	case DT_RK_UADDR:
		pv->pv_kind = DT_PF_INT;
		pv->pv_size = 8;
		pv->pv_u = word(p, 1);
		rt->sym_pid = (int)word(p, 0);
		return;
	default:
		pv->pv_kind = DT_PF_INT;
		pv->pv_size = 8;
		pv->pv_u = word(p, 0);
		return;
	}
}

/* The dt_pfcb_t callback of %a, %A and %k. */
static void
pf_sym(void *arg, dt_strbuf_t *sb, uint64_t addr, int user)
{
	dt_rt_t *rt = arg;

	dt_syms_text(rt->syms, sb, user ? rt->sym_pid : -1, addr,
	    DT_SYM_ADDR);
}

const dt_pfcb_t *
dt_rt_pfcb(dt_rt_t *rt)
{
	rt->pfcb.sym = pf_sym;
	rt->pfcb.arg = rt;
	return &rt->pfcb;
}

void
dt_rt_fold_symkeys(dt_rt_t *rt, const dt_aggdesc_t *ad, char *key)
{
	int k;

	for (k = 0; k < ad->ad_nkeys; k++) {
		const dt_recfield_t *rf = &ad->ad_keys[k];
		char *p = key + rf->rf_off;
		uint64_t pc;

		switch (rf->rf_kind) {
		case DT_RK_SYM:
		case DT_RK_MOD:
			pc = dt_syms_fold(rt->syms, -1, word(p, 0),
			    how_of(rf->rf_kind));
			memcpy(p, &pc, 8);
			break;
		case DT_RK_USYM:
		case DT_RK_UMOD:
			pc = dt_syms_fold(rt->syms, (int)word(p, 0),
			    word(p, 1), how_of(rf->rf_kind));
			memcpy(p + 8, &pc, 8);
			break;
		default:
			break;
		}
	}
}

int
dt_rt_cmp_symfield(const dt_recfield_t *rf, const char *a, const char *b)
{
	uint64_t x, y;

	switch (rf->rf_kind) {
	case DT_RK_USYM:
	case DT_RK_UMOD:
	case DT_RK_UADDR:
		/* (pid, address) */
		x = word(a + rf->rf_off, 0);
		y = word(b + rf->rf_off, 0);
		if (x == y) {
			x = word(a + rf->rf_off, 1);
			y = word(b + rf->rf_off, 1);
		}
		return x < y ? -1 : x > y;
	case DT_RK_SYM:
	case DT_RK_MOD:
		x = word(a + rf->rf_off, 0);
		y = word(b + rf->rf_off, 0);
		return x < y ? -1 : x > y;
	default:
		/* stacks: bytewise, as DTrace compares large keys */
		return memcmp(a + rf->rf_off, b + rf->rf_off, rf->rf_size);
	}
}
