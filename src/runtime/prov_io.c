/*
 * prov_io.c - the io provider (providers.md §6, linux-mapping.md §8):
 * block requests.  start = block_io_start (request accounting start,
 * mostly in the submitting thread), done = block_rq_complete (the sector
 * still the start of the completed range; nr_bytes completed).  Native
 * arguments: the struct request * for bufinfo_t and devinfo_t, no file
 * (fileinfo_t "<none>"); done also passes the blk_status_t (arg3) and the
 * bytes completed (arg4) in spare slots for the translators.
 *
 * wait-start/wait-done are not provided: they need the task's in_iowait
 * bitfield on every context switch (see the report's list).
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

#define RQ	"struct request *"
#define XIO	{ "bufinfo_t *", "devinfo_t *", "fileinfo_t *" }

static const dt_kprobedef_t io_probes[] = {
	{ "start", 3, { RQ, RQ, "struct file *" }, XIO,
	    { { "block/block_io_start", f_start } } },
	{ "done", 3, { RQ, RQ, "struct file *" }, XIO,
	    { { "block/block_rq_complete", f_done } } },
	{ NULL }
};

static void
io_enumerate(dt_probecat_t *pc)
{
	dt_kprov_add(pc, "io", "vmlinux", io_probes);
}

const dt_provider_t dt_prov_io = { "io", io_enumerate };
