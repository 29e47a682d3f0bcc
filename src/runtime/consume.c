/*
 * consume.c - the consumer (see rt_int.h): decodes ring-buffer records
 * and prints them in DTrace's formats (docs/output.md §3-5, §11.2): the
 * CPU/ID/FUNCTION:NAME header and record prefix, trace() and printf()
 * data, consumer-side actions (printa, clear, trunc, exit) and run-time
 * error reports.  Records are decoded in place; output accumulates in one
 * reused buffer flushed after each batch.
 */
#include <string.h>

#include "rt_int.h"

void
dt_rt_flush(dt_rt_t *rt)
{
	if (rt->buf.len == 0)
		return;
	fwrite(rt->buf.s, 1, rt->buf.len, rt->o.ro_out);
	fflush(rt->o.ro_out);
	dt_strbuf_clear(&rt->buf);
}

static const char *
fault_name(uint64_t f)
{
	switch (f) {
	case DTRACEFLT_BADADDR: return "invalid address";
	case DTRACEFLT_BADALIGN: return "invalid alignment";
	case DTRACEFLT_ILLOP: return "illegal operation";
	case DTRACEFLT_DIVZERO: return "divide-by-zero";
	case DTRACEFLT_NOSCRATCH: return "out of scratch space";
	case DTRACEFLT_KPRIV: return "invalid kernel access";
	case DTRACEFLT_UPRIV: return "invalid user access";
	case DTRACEFLT_TUPOFLOW: return "tuple stack overflow";
	case DTRACEFLT_BADSTACK: return "bad stack";
	case DTRACEFLT_LIBRARY: return "library-level fault";
	default: return "unknown fault";
	}
}

static void
print_error(dt_rt_t *rt, const dt_recerr_t *e)
{
	const dt_probe_t *prp = dt_probecat_lookup_id(rt->pc,
	    e->de_hdr.dr_probe);
	char where[32];

	if (e->de_where == 0)
		snprintf(where, sizeof(where), "predicate");
	else
		snprintf(where, sizeof(where), "action #%u", e->de_where);
	dt_rt_flush(rt);
	fprintf(stderr, "%s: error on enabled probe ID %u (ID %u: "
	    "%s:%s:%s:%s): %s", dt_progname, e->de_hdr.dr_clause + 1,
	    e->de_hdr.dr_probe, prp ? prp->pr_prov : "?",
	    prp ? prp->pr_mod : "?", prp ? prp->pr_func : "?",
	    prp ? prp->pr_name : "?", fault_name(e->de_fault));
	if (e->de_fault == DTRACEFLT_BADADDR ||
	    e->de_fault == DTRACEFLT_BADALIGN ||
	    e->de_fault == DTRACEFLT_KPRIV || e->de_fault == DTRACEFLT_UPRIV)
		fprintf(stderr, " (0x%llx)", (unsigned long long)e->de_addr);
	fprintf(stderr, " in %s\n", where);
}

static uint64_t
field_int(const char *rec, const dt_recfield_t *rf)
{
	uint64_t v = 0;

	memcpy(&v, rec + rf->rf_off, rf->rf_size < 8 ? rf->rf_size : 8);
	return v;
}

static void
field_val(const char *rec, const dt_recfield_t *rf, dt_pfval_t *pv)
{
	memset(pv, 0, sizeof(*pv));
	pv->pv_kind = rf->rf_pftype.pt_kind;
	pv->pv_size = rf->rf_pftype.pt_size;
	pv->pv_signed = rf->rf_pftype.pt_signed;
	if (rf->rf_kind == DT_RK_STRING) {
		pv->pv_kind = DT_PF_STRING;
		pv->pv_str = rec + rf->rf_off;
		pv->pv_len = rf->rf_size;
	} else if (pv->pv_kind == DT_PF_FLOAT && pv->pv_size == 16) {
		/* a long double's bytes (x86-64: 80-bit extended) */
		memcpy(&pv->pv_ldbl, rec + rf->rf_off, sizeof(pv->pv_ldbl));
		pv->pv_dbl = (double)pv->pv_ldbl;
	} else if (pv->pv_kind == DT_PF_FLOAT) {
		/* the bits of a float or double (kernel or user data) */
		pv->pv_dbl = dt_pf_float_bits(field_int(rec, rf), pv->pv_size);
	} else {
		pv->pv_u = field_int(rec, rf);
		if (pv->pv_size > 0 && pv->pv_size < 8)
			pv->pv_u &= (1ull << (8 * pv->pv_size)) - 1;
	}
}

static void
do_trace(dt_rt_t *rt, const char *rec, const dt_recfield_t *rf)
{
	if (dt_rt_is_symfield(rf)) {
		dt_rt_print_symfield(rt, rf, rec);
		return;
	}
	if (rf->rf_kind == DT_RK_BYTES) {
		/* structs, unions, arrays: Oracle always dumps them */
		dt_fmt_hexdump(&rt->buf, rec + rf->rf_off, rf->rf_size);
		return;
	}
	if (rf->rf_kind == DT_RK_STRING) {
		if (rt->o.ro_rawbytes)
			dt_fmt_trace_bytes(&rt->buf, rec + rf->rf_off,
			    rf->rf_size, rt->o.ro_quiet, 1);
		else
			dt_fmt_trace_string(&rt->buf, rec + rf->rf_off,
			    rf->rf_size, rt->o.ro_quiet);
		return;
	}
	dt_fmt_trace_int(&rt->buf, field_int(rec, rf),
	    rf->rf_pftype.pt_size ? rf->rf_pftype.pt_size : 8,
	    rf->rf_pftype.pt_signed, rt->o.ro_quiet);
}

static void
do_printf(dt_rt_t *rt, const char *rec, const dt_action_t *ap)
{
	dt_rt_format(rt, &rt->buf, rec, ap);
}

void
dt_rt_format(dt_rt_t *rt, dt_strbuf_t *sb, const char *rec,
    const dt_action_t *ap)
{
	dt_pfval_t vals[64];
	int i, n = ap->ac_nfields < 64 ? ap->ac_nfields : 64;

	rt->sym_pid = rt->o.ro_target;
	for (i = 0; i < n; i++) {
		if (dt_rt_is_symfield(&ap->ac_fields[i]))
			dt_rt_sym_pfval(rt, &ap->ac_fields[i], rec, &vals[i]);
		else
			field_val(rec, &ap->ac_fields[i], &vals[i]);
	}
	dt_printf_format(sb, ap->ac_fmt, vals, n, dt_rt_pfcb(rt));
}

int
dt_rt_record(void *ctx, void *data, size_t size)
{
	dt_rt_t *rt = ctx;
	const dt_rechdr_t *h = data;

	if (size < sizeof(*h))
		return 0;
	if (h->dr_kind == DT_REC_PID) {
		dt_syms_pid(rt->syms, (int)h->dr_probe);
		return 0;
	}
	if (rt->o.ro_bufpolicy == DT_BUFPOLICY_RING && !rt->replaying) {
		/* kept, the oldest overwritten; printed at the end */
		dt_rt_ring_add(rt, data, size);
		return ++rt->batch >= DT_BATCH ? -1 : 0;
	}
	if (h->dr_kind == DT_REC_ERROR) {
		if (size >= sizeof(dt_recerr_t))
			print_error(rt, data);
		return 0;
	}
	if (h->dr_kind == DT_REC_COMMIT || h->dr_kind == DT_REC_DISCARD) {
		dt_rt_spec_end(rt, h->dr_pad, h->dr_kind == DT_REC_COMMIT);
		return 0;
	}
	if (h->dr_kind != DT_REC_DATA ||
	    h->dr_clause >= (uint32_t)rt->dp->dp_nclauses ||
	    size < rt->dp->dp_clauses[h->dr_clause].cl_recsize)
		return 0;
	/* read the maps of processes with user addresses in the record now,
	   while they are likely to be alive */
	dt_rt_data_seen(rt, data);
	if (h->dr_pad != 0) {
		/* speculative: held until commit() or discard() */
		dt_rt_spec_hold(rt, data, size);
	} else {
		dt_rt_data(rt, data);
	}
	/* a negative return ends libbpf's loop, this record consumed */
	if (!rt->replaying && ++rt->batch >= DT_BATCH)
		return -1;
	return 0;
}

void
dt_rt_data_seen(dt_rt_t *rt, const void *data)
{
	const dt_rechdr_t *h = data;
	const dt_clause_t *cl = &rt->dp->dp_clauses[h->dr_clause];
	int i;

	/* cl_sym: whether the clause has such fields, learnt once */
	if (rt->cl_sym == NULL)
		rt->cl_sym = dt_xcalloc((size_t)rt->dp->dp_nclauses, 1);
	for (i = 0; rt->cl_sym[h->dr_clause] != 1 && i < cl->cl_nactions;
	    i++) {
		const dt_action_t *ap = &cl->cl_actions[i];
		int f;

		for (f = 0; f < ap->ac_nfields; f++)
			if (dt_rt_is_symfield(&ap->ac_fields[f])) {
				dt_rt_sym_seen(rt, &ap->ac_fields[f], data);
				rt->cl_sym[h->dr_clause] = 2;
			}
	}
	if (rt->cl_sym[h->dr_clause] == 0)
		rt->cl_sym[h->dr_clause] = 1;
}

void
dt_rt_data(dt_rt_t *rt, const void *data)
{
	const dt_rechdr_t *h = data;
	const char *rec = data;
	const dt_clause_t *cl = &rt->dp->dp_clauses[h->dr_clause];
	const dt_probe_t *prp;
	int i;

	prp = dt_probecat_lookup_id(rt->pc, h->dr_probe);
	if (rt->o.ro_flowindent) {
		dt_rt_flow_prefix(rt, h, prp);
	} else if (!rt->o.ro_quiet) {
		char fn[256];

		if (!rt->header_done) {
			dt_strbuf_addf(&rt->buf, "%3s %6s %32s\n", "CPU", "ID",
			    "FUNCTION:NAME");
			rt->header_done = 1;
		}
		snprintf(fn, sizeof(fn), "%s:%s", prp ? prp->pr_func : "",
		    prp ? prp->pr_name : "");
		dt_strbuf_addf(&rt->buf, "%3d %6u %32s ", h->dr_cpu,
		    h->dr_probe, fn);
	}
	for (i = 0; i < cl->cl_nactions; i++) {
		const dt_action_t *ap = &cl->cl_actions[i];

		if (ap->ac_flagoff != 0 && rec[ap->ac_flagoff] == 0)
			continue;
		switch (ap->ac_kind) {
		case DT_ACT_TRACE:
			do_trace(rt, rec, &ap->ac_fields[0]);
			break;
		case DT_ACT_PRINTF:
			do_printf(rt, rec, ap);
			break;
		case DT_ACT_PRINTA:
			dt_rt_printa(rt, ap);
			break;
		case DT_ACT_EXIT:
			rt->exit_status = (int)(field_int(rec,
			    &ap->ac_fields[0]) & 0xff);
			rt->exit_seen = 1;
			break;
		case DT_ACT_CLEAR:
			dt_rt_agg_clear(rt, ap->ac_aggs[0]);
			break;
		case DT_ACT_TRUNC:
			dt_rt_agg_trunc(rt, ap->ac_aggs[0], ap->ac_nfields ?
			    (int64_t)field_int(rec, &ap->ac_fields[0]) : 0,
			    ap->ac_nfields);
			break;
		case DT_ACT_NORMALIZE:
			rt->agg_normal[ap->ac_aggs[0]] = field_int(rec,
			    &ap->ac_fields[0]);
			break;
		case DT_ACT_DENORMALIZE:
			rt->agg_normal[ap->ac_aggs[0]] = 0;
			break;
		case DT_ACT_DEFAULT:
			break;
		default:
			dt_rt_act(rt, rec, ap, h);
			break;
		}
	}
	if (!rt->o.ro_quiet)
		dt_strbuf_addc(&rt->buf, '\n');
	if (rt->buf.len > 64 * 1024)
		dt_rt_flush(rt);
}
