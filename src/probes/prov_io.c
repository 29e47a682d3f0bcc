/*
 * prov_io.c - the io provider (docs/providers.md; docs/linux-mapping.md §8):
 * block requests.  start = block_io_start (request accounting start,
 * mostly in the submitting thread), done = block_rq_complete (the sector
 * still the start of the completed range; nr_bytes completed).  Native
 * arguments: the struct request * for bufinfo_t and devinfo_t, no file
 * (fileinfo_t "<none>"); done also passes the blk_status_t (arg3) and the
 * bytes completed (arg4) in spare slots for the translators.
 *
 * wait-start/wait-done are synthetic: a thread blocking in io_schedule()
 * (task_struct.in_iowait set when sched_switch takes it off the CPU,
 * context = that thread) starts an I/O wait, and its next on-cpu
 * (sched_exit_tp) ends it.  No event ties such a wait to a request, so
 * their request is NULL (bufinfo_t fields 0, devinfo_t "<unknown>").
 * Per-thread slot 16: a wait is in progress.
 */
#include "prov.h"

/* block_io_start(rq) */
static const dt_fetch_t f_start[] = {
	FO_CTX(0), FO_SET(0), FO_SET(1), FO_END
};
/* block_rq_complete(rq, error, nr_bytes) */
static const dt_fetch_t f_done[] = {
	FO_CTX(0), FO_SET(0), FO_SET(1), FO_CTX(1), FO_AND(0xff), FO_SET(3),
	FO_CTX(2), FO_AND(0xffffffff), FO_SET(4), FO_END
};

/* sched_switch(preempt, prev, next, prev_state): prev blocks for I/O */
static const dt_fetch_t f_wait_start[] = {
	FO_CTX(0), FO_AND(1), FO_REQ(EQ, 0),
	FO_CTX(1), FO_BIT("task_struct.in_iowait"), FO_REQ(NE, 0),
	FO_TSAVE(16), FO_IMM(0), FO_END
};
/* sched_exit_tp(is_switch): back on a CPU after the wait */
static const dt_fetch_t f_wait_done[] = {
	FO_CTX(0), FO_AND(1), FO_REQ(NE, 0),
	FO_TTAKE(16), FO_REQ(NE, 0), FO_IMM(0), FO_END
};

#define RQ	"struct request *"
#define XIO	{ "bufinfo_t *", "devinfo_t *", "fileinfo_t *" }

static const dt_kprobedef_t io_probes[] = {
	{ "start", 3, { RQ, RQ, "struct file *" }, XIO,
	    { { "block/block_io_start", f_start } } },
	{ "done", 3, { RQ, RQ, "struct file *" }, XIO,
	    { { "block/block_rq_complete", f_done } } },
	{ "wait-start", 3, { RQ, RQ, "struct file *" }, XIO,
	    { { "sched/sched_switch", f_wait_start } } },
	{ "wait-done", 3, { RQ, RQ, "struct file *" }, XIO,
	    { { "/sched_exit_tp", f_wait_done } } },
	{ NULL }
};

static void
io_enumerate(dt_probecat_t *pc)
{
	dt_kprov_add(pc, "io", "vmlinux", io_probes);
}

const dt_provider_t dt_prov_io = { "io", io_enumerate,
    io_probes };
