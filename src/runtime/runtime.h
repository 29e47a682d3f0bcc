/*
 * runtime.h - interface of the runtime (libbpf glue, consumer and
 * aggregation printing) used by the CLI.  The runtime sees only the
 * program object (bpf/prog.h) and the probe catalogue (probes/probes.h),
 * never compiler types.
 *
 * Lifecycle: dt_rt_load (maps + verifier) -> dt_rt_attach (probes live,
 * not recording) -> dt_rt_go (BEGIN, then recording) -> dt_rt_poll ...
 * -> dt_rt_stop (END, drain) -> dt_rt_print_aggs -> dt_rt_free (detach).
 */
#ifndef DT_RUNTIME_H
#define DT_RUNTIME_H

#include <stdio.h>
#include <sys/types.h>

#include "../bpf/bpf.h"
#include "../probes/probes.h"

typedef struct dt_rtopts {
	FILE *ro_out;		/* traced data and aggregations */
	int ro_quiet;
	int ro_rawbytes;
	int ro_aggsortkey;
	int ro_aggsortrev;
	int ro_aggsortpos;
	int ro_aggsortkeypos;
	uint64_t ro_switchrate;	/* ns between buffer reads */
	int ro_cpu;		/* -x cpu: tick CPU, -1 any */
	int ro_bpflog;		/* print the whole verifier log on failure */
	int ro_stackindent;	/* blanks before each stack frame */
	int ro_target;		/* -c/-p process for %A of plain integers,
				   0 none */
	int ro_flowindent;	/* -F: entry/return indentation */
	uint64_t ro_printsize;	/* print(): bytes shown, 0 all (Oracle) */
	uint64_t ro_cleanrate;	/* ns between frees of committed and
				   discarded speculations (0: 1/101 s) */
	/* aggregation display (docs/output.md §6.5-6.6) and buffers */
	int ro_agghist, ro_aggpack, ro_aggzoom, ro_aggpercpu;
	int ro_encoding;	/* DT_ENC_* */
	int ro_bufpolicy;	/* DT_BUFPOLICY_* */
	uint64_t ro_bufsize;	/* -x bufsize: each CPU's ring buffer (rbuf.c)
				   and the ring policy's record budget */
	uint64_t ro_aggrate;	/* ns between aggregation snapshots, 0:
				   printa() reads the maps (aggraw.c) */
	int ro_droptags;	/* -x droptags: [DTRACEDROP_*] before drops */
	/*
	 * setopt() while tracing: the caller's option table sets 'name' to
	 * 'val' (NULL: none) in 'ro'.  NULL, or DTrace's reason why not.
	 */
	const char *(*ro_setopt)(void *arg, struct dt_rtopts *ro,
	    const char *name, const char *val);
	void *ro_setoptarg;
} dt_rtopts_t;

/* -x bufpolicy */
enum { DT_BUFPOLICY_SWITCH, DT_BUFPOLICY_FILL, DT_BUFPOLICY_RING };

typedef struct dt_rt dt_rt_t;

/* Create maps and load programs.  NULL on error, message in 'err'. */
dt_rt_t *dt_rt_load(dt_prog_t *dp, dt_probecat_t *pc, const dt_rtopts_t *o,
    char *err, size_t errlen);
/* Attach every program; probes fire but record nothing yet. */
int dt_rt_attach(dt_rt_t *rt, char *err, size_t errlen);
/* Fire BEGIN and start recording (and tick timers). */
int dt_rt_go(dt_rt_t *rt, char *err, size_t errlen);
/*
 * Consume what is buffered, waiting up to 'timeout_ms'.  Returns 1 when
 * tracing should stop (exit() consumed), else 0.
 */
int dt_rt_poll(dt_rt_t *rt, int timeout_ms);
/* Stop recording, fire END, drain the buffers. */
void dt_rt_stop(dt_rt_t *rt);
/* Print every aggregation not printed by printa (end of run). */
void dt_rt_print_aggs(dt_rt_t *rt);
/* Report drops counted since the last call (stderr). */
void dt_rt_report_drops(dt_rt_t *rt);
/* exit() status seen, or -1. */
int dt_rt_exit_status(dt_rt_t *rt);
/*
 * The stream traced data goes to now (ro_out, or where freopen() sent
 * it); the CLI writes the end-of-run output there.
 */
FILE *dt_rt_out(dt_rt_t *rt);
/* Detach everything and free. */
void dt_rt_free(dt_rt_t *rt);
/* Epoll fd that becomes readable when records arrive. */
int dt_rt_fd(dt_rt_t *rt);

/*
 * Target processes (-c, -p; proc.c, where the rest of their handling is
 * described).  A -c process (fork()ed, waiting for a byte on 'gofd') or a
 * -p one (gofd -1) is registered before compiling; dt_proc_release() lets
 * every registered process run once every probe is live.
 */
void dt_proc_register(pid_t pid, int gofd);
void dt_proc_release(void);
/* Has the runtime reaped 'pid' (a -c command that failed to exec)?  Then
   *status is its wait status. */
int dt_proc_reaped(pid_t pid, int *status);

#endif /* DT_RUNTIME_H */
