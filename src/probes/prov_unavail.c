/*
 * prov_unavail.c - DTrace probes that this kernel cannot provide, and why
 * (docs/providers.md, "Not realizable").  They are never listed; a
 * description that names one explicitly (provider and probe name without
 * globs) and matches nothing gets the reason instead of "does not match
 * any probes".  fbt, kinst and pid decide at run time (prov_fbt.c,
 * prov_pid.c).
 */
#include <string.h>
#include <unistd.h>

#include "../base/base.h"
#include "prov.h"

typedef struct unavail {
	const char *un_prov;
	const char *un_name;	/* NULL: the whole provider */
	const char *un_why;
} unavail_t;

#define NOLOCKTP	"uncontended lock operations have no tracepoint on " \
	"Linux (only contended waits are visible: adaptive-spin, " \
	"adaptive-block, spin-spin, rw-spin, rw-block, adaptive-acquire-error)"
#define NOVMEV		"Linux has no event for this virtual memory statistic"
#define NOSWAP		"Linux never swaps whole processes and has no swap-in " \
	"event"
#define VMBATCH		"Linux counts page-outs, frees and scans in batches " \
	"inside reclaim (vmscan), with no event per page"
#define NOUFS		"UFS statistics: no such file system on Linux"
#define NOTTY		"terminal and serial statistics have no event on Linux"
#define NOTICKS		"per-CPU tick accounting has no event (use profile-N " \
	"or sched:::tick)"
#define NOBUFCACHE	"Linux has no buffer cache with separate logical and " \
	"physical reads (use io:::start)"

static const unavail_t unavail[] = {
	{ "lockstat", "adaptive-acquire", NOLOCKTP },
	{ "lockstat", "adaptive-release", NOLOCKTP },
	{ "lockstat", "spin-acquire", NOLOCKTP },
	{ "lockstat", "spin-release", NOLOCKTP },
	{ "lockstat", "rw-acquire", NOLOCKTP },
	{ "lockstat", "rw-release", NOLOCKTP },
	{ "lockstat", "rw-upgrade", NOLOCKTP },
	{ "lockstat", "rw-downgrade", NOLOCKTP },
	{ "lockstat", "thread-spin", "thread locks are an illumos and FreeBSD "
	    "scheduler internal with no Linux equivalent" },
	{ "vminfo", "zfod", "zero-fill page faults are not told apart from "
	    "other minor faults by any Linux event" },
	{ "vminfo", "anonpgin", NOSWAP },
	{ "vminfo", "execpgin", NOVMEV },
	{ "vminfo", "execpgout", NOVMEV },
	{ "vminfo", "pgrec", NOVMEV },
	{ "vminfo", "pgfrec", NOVMEV },
	{ "vminfo", "softlock", NOVMEV },
	{ "vminfo", "swapin", NOSWAP },
	{ "vminfo", "swapout", NOSWAP },
	{ "vminfo", "pgswapin", NOSWAP },
	{ "vminfo", "pgswapout", NOSWAP },
	{ "vminfo", "pgin", VMBATCH },
	{ "vminfo", "pgpgin", VMBATCH },
	{ "vminfo", "fspgin", VMBATCH },
	{ "vminfo", "pgout", VMBATCH },
	{ "vminfo", "pgpgout", VMBATCH },
	{ "vminfo", "anonpgout", VMBATCH },
	{ "vminfo", "fspgout", VMBATCH },
	{ "vminfo", "dfree", VMBATCH },
	{ "vminfo", "anonfree", VMBATCH },
	{ "vminfo", "fsfree", VMBATCH },
	{ "vminfo", "execfree", VMBATCH },
	{ "vminfo", "scan", VMBATCH },
	{ "vminfo", "rev", VMBATCH },
	{ "vminfo", "pgrrun", VMBATCH },
	{ "sysinfo", "namei", "path lookups have no tracepoint on Linux" },
	{ "sysinfo", "ufsiget", NOUFS },
	{ "sysinfo", "ufsdirblk", NOUFS },
	{ "sysinfo", "ufsipage", NOUFS },
	{ "sysinfo", "ufsinopage", NOUFS },
	{ "sysinfo", "modload", "this kernel has no loadable modules" },
	{ "sysinfo", "modunload", "this kernel has no loadable modules" },
	{ "sysinfo", "rcvint", NOTTY },
	{ "sysinfo", "xmtint", NOTTY },
	{ "sysinfo", "mdmint", NOTTY },
	{ "sysinfo", "outch", NOTTY },
	{ "sysinfo", "rawch", NOTTY },
	{ "sysinfo", "canch", NOTTY },
	{ "sysinfo", "cpu_ticks_idle", NOTICKS },
	{ "sysinfo", "cpu_ticks_user", NOTICKS },
	{ "sysinfo", "cpu_ticks_kernel", NOTICKS },
	{ "sysinfo", "cpu_ticks_wait", NOTICKS },
	{ "sysinfo", "wait_ticks_io", NOTICKS },
	{ "sysinfo", "bread", NOBUFCACHE },
	{ "sysinfo", "bwrite", NOBUFCACHE },
	{ "sysinfo", "lread", NOBUFCACHE },
	{ "sysinfo", "lwrite", NOBUFCACHE },
	{ "sysinfo", "phread", NOBUFCACHE },
	{ "sysinfo", "phwrite", NOBUFCACHE },
	{ "sysinfo", "procovf", "process table overflow has no event (Linux "
	    "fork fails with EAGAIN: syscall::clone:return)" },
	{ "sysinfo", "trap", "traps have no common event (use "
	    "sdt:exceptions:: for page faults)" },
	{ "tcp", "debug-input", "a FreeBSD TCP debugging hook" },
	{ "tcp", "debug-output", "a FreeBSD TCP debugging hook" },
	{ "tcp", "debug-user", "a FreeBSD TCP debugging hook" },
	{ "tcp", "debug-drop", "a FreeBSD TCP debugging hook" },
	{ "tcp", "siftr", "a FreeBSD TCP statistics module" },
	{ "tcp", "receive-autoresize", "FreeBSD's receive buffer autosizing; "
	    "Linux's has another shape (sdt:tcp::tcp_rcvbuf_grow)" },
	{ "plockstat", NULL, "user-level lock probes need USDT probes in the C "
	    "library, which this system's glibc does not have" },
	{ "cpc", NULL, "hardware counter probes are not implemented" },
	{ "mib", NULL, "SNMP MIB counters have no per-event tracepoints on "
	    "Linux" },
	{ "fpuinfo", NULL, "floating-point emulation statistics do not exist "
	    "on Linux" },
	{ "nfsv3", NULL, "no NFS server events on this kernel" },
	{ "nfsv4", NULL, "no NFS server events on this kernel" },
	{ "iscsi", NULL, "no iSCSI target events on this kernel" },
	{ "sysevent", NULL, "illumos system events do not exist on Linux" },
	{ NULL, NULL, NULL }
};

const char *
dt_probecat_unavailable(dt_probecat_t *pc, const char *const *f)
{
	const char *prov = f[0], *name = f[3];
	char *why;
	int i;

	if (strcmp(prov, "fbt") == 0 || strcmp(prov, "rawfbt") == 0)
		return dt_fbt_unavailable();
	if (strncmp(prov, "pid", 3) == 0)
		return dt_pid_unavailable(prov);
	if (strcmp(prov, "kinst") == 0)
		/* kinst needs kprobes at instruction offsets */
		return access("/sys/bus/event_source/devices/kprobe/type",
		    F_OK) != 0 ? "kinst provider is not available on this "
		    "kernel (kprobes: not configured)" : "kinst provider is "
		    "not available: instruction probes need kprobes, which "
		    "this dtrace does not use yet";
	if (*prov == '\0' || dt_glob_has_meta(prov))
		return NULL;
	for (i = 0; unavail[i].un_prov != NULL; i++) {
		const unavail_t *u = &unavail[i];

		size_t pl = strlen(u->un_prov);

		/* a whole provider may carry a process ID (plockstat123) */
		if (strncmp(u->un_prov, prov, pl) != 0 || (prov[pl] != '\0' &&
		    (u->un_name != NULL || strspn(prov + pl, "0123456789") !=
		    strlen(prov + pl))))
			continue;
		if (u->un_name == NULL) {
			why = dt_arena_printf(dt_probecat_arena(pc), "%s "
			    "provider is not available on this system: %s",
			    u->un_prov, u->un_why);
			return why;
		}
		if (strcmp(u->un_name, name) != 0)
			continue;
		why = dt_arena_printf(dt_probecat_arena(pc), "%s:::%s is not "
		    "available on this kernel: %s", prov, name, u->un_why);
		return why;
	}
	return NULL;
}
