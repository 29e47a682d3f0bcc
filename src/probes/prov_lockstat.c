/*
 * prov_lockstat.c - the lockstat probes that lock:contention_begin /
 * contention_end can honestly provide (docs/providers.md): contended
 * acquisitions only.  contention_begin(lock, flags) remembers, per
 * thread, when the kind of wait the probe measures began; the matching
 * contention_end(lock, ret) with ret 0 fires the probe with arg0 = the
 * lock and arg1 = the time waited in ns.  Flags: SPIN 0x1, READ 0x2,
 * WRITE 0x4, MUTEX 0x20.  The uncontended acquire/release probes have no
 * tracepoint and are not listed.
 *
 * adaptive-acquire-error: a mutex wait that ended with an error
 * (contention_end ret < 0: a killable/interruptible lock interrupted),
 * arg1 the errno.
 *
 * Per-thread slots: 1 adaptive-spin, 2 adaptive-block, 3 spin-spin,
 * 4 rw-spin, 5 rw-block start, 6 rw-block flags, 7 mutex wait, 8 rw-block
 * semaphore count.
 */
#include "prov.h"

/* time since the slot's start (consumed), arg0 lock, arg1 ns; ret 0 */
#define END_WAIT(slot) \
	FO_TTAKE(slot), FO_REQ(NE, 0), FO_NEG, FO_SET(9), FO_TIME, \
	FO_ADDARG(9), FO_SET(1), FO_IMM(0), FO_SET(9), \
	FO_CTX(1), FO_REQ(EQ, 0), FO_CTX(0), FO_SET(0)

/* a mutex's optimistic spin (MUTEX|SPIN), cancelled if it then blocks */
static const dt_fetch_t f_aspin_begin[] = {
	FO_CTX(1), FO_AND(0x27), FO_SET(9),
	FO_UNLESS(EQ, 0x21, 2), FO_TIME, FO_TSAVE(1),
	FO_GET(9), FO_UNLESS(EQ, 0x20, 1), FO_TTAKE(1),
	FO_NEVER, FO_END
};
static const dt_fetch_t f_aspin_end[] = { END_WAIT(1), FO_END };
/* a mutex's sleep (MUTEX without SPIN) */
static const dt_fetch_t f_ablock_begin[] = {
	FO_CTX(1), FO_AND(0x27), FO_REQ(EQ, 0x20), FO_TIME, FO_TSAVE(2),
	FO_NEVER, FO_END
};
static const dt_fetch_t f_ablock_end[] = { END_WAIT(2), FO_END };
/* a spin lock (SPIN alone) */
static const dt_fetch_t f_sspin_begin[] = {
	FO_CTX(1), FO_AND(0x27), FO_REQ(EQ, 0x1), FO_TIME, FO_TSAVE(3),
	FO_NEVER, FO_END
};
static const dt_fetch_t f_sspin_end[] = { END_WAIT(3), FO_END };
/* a queued rwlock (SPIN with READ or WRITE) */
static const dt_fetch_t f_rwspin_begin[] = {
	FO_CTX(1), FO_AND(0x21), FO_REQ(EQ, 0x1), FO_CTX(1), FO_REQ(ANY, 0x6),
	FO_TIME, FO_TSAVE(4), FO_NEVER, FO_END
};
static const dt_fetch_t f_rwspin_end[] = { END_WAIT(4), FO_END };
/* an rw semaphore sleep (READ or WRITE without SPIN); arg2 RW_WRITER 0 /
 * RW_READER 1 */
static const dt_fetch_t f_rwblock_begin[] = {
	FO_CTX(1), FO_AND(0x21), FO_REQ(EQ, 0), FO_CTX(1), FO_REQ(ANY, 0x6),
	FO_TSAVE(6), FO_CTX(0), FO_READ("rw_semaphore.count", 8), FO_TSAVE(8),
	FO_TIME, FO_TSAVE(5), FO_NEVER, FO_END
};
/* arg3: a writer held it when we blocked (count bit 0), arg4: the
 * readers holding it (count >> 8), from the count seen at the start */
static const dt_fetch_t f_rwblock_end[] = {
	FO_TTAKE(6), FO_AND(0x2), FO_RSH(1), FO_SET(2),
	FO_TTAKE(8), FO_SET(4), FO_AND(1), FO_SET(3),
	FO_GET(4), FO_RSH(8), FO_AND(0x7fffffffffffffLL), FO_SET(4),
	END_WAIT(5), FO_END
};

/* any mutex wait (MUTEX, with or without SPIN) */
static const dt_fetch_t f_aerr_begin[] = {
	FO_CTX(1), FO_AND(0x20), FO_REQ(NE, 0), FO_CTX(0), FO_TSAVE(7),
	FO_NEVER, FO_END
};
static const dt_fetch_t f_aerr_end[] = {
	FO_TTAKE(7), FO_REQ(NE, 0), FO_SET(0), FO_CTX(0), FO_REQARG(EQ, 0),
	FO_CTX(1), FO_REQ(SLT, 0), FO_NEG, FO_SET(1), FO_END
};

static const dt_kprobedef_t lockstat_probes[] = {
	{ "adaptive-acquire-error", 2, { "struct mutex *", "int" }, { NULL },
	    { { "lock/contention_begin", f_aerr_begin },
	    { "lock/contention_end", f_aerr_end } } },
	{ "adaptive-block", 2, { "struct mutex *", "uint64_t" }, { NULL },
	    { { "lock/contention_begin", f_ablock_begin },
	    { "lock/contention_end", f_ablock_end } } },
	{ "adaptive-spin", 2, { "struct mutex *", "uint64_t" }, { NULL },
	    { { "lock/contention_begin", f_aspin_begin },
	    { "lock/contention_end", f_aspin_end } } },
	{ "rw-block", 5, { "struct rw_semaphore *", "uint64_t", "int", "int",
	    "int" }, { NULL },
	    { { "lock/contention_begin", f_rwblock_begin },
	    { "lock/contention_end", f_rwblock_end } } },
	{ "rw-spin", 2, { "rwlock_t *", "uint64_t" }, { NULL },
	    { { "lock/contention_begin", f_rwspin_begin },
	    { "lock/contention_end", f_rwspin_end } } },
	{ "spin-spin", 2, { "raw_spinlock_t *", "uint64_t" }, { NULL },
	    { { "lock/contention_begin", f_sspin_begin },
	    { "lock/contention_end", f_sspin_end } } },
	{ NULL }
};

static void
lockstat_enumerate(dt_probecat_t *pc)
{
	dt_kprov_add(pc, "lockstat", "vmlinux", lockstat_probes);
}

const dt_provider_t dt_prov_lockstat = { "lockstat", lockstat_enumerate,
    lockstat_probes };
