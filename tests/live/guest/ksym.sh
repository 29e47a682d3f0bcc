#!/bin/sh
# Kernel variables by backquote, run INSIDE the kvm-run guest (Debian's
# stock kernel lists data symbols in /proc/kallsyms: CONFIG_KALLSYMS_ALL)
# by tests/live/ksym-guest.sh: values against /proc and /sys, types from
# the D library and BTF, structs, arrays, &`sym, per-CPU variables.
. "$(dirname "$0")/../lib/common.sh"

grep -q ' pid_max$' /proc/kallsyms || skip "no data symbols in the guest"

# scalars: values the system also reports
run -q -n 'BEGIN { printf("%d %d %d\n", `pid_max, vmlinux`pid_max,
    sizeof(`jiffies)); printf("%d %d\n", `nr_cpu_ids, `max_pfn);
    printf("%d\n", `jiffies - vmlinux`jiffies < 100000); exit(0); }'
expect_rc 0 "scalars"
pm=$(cat /proc/sys/kernel/pid_max)
ncpu=$(awk -F- '{ print ($2 == "" ? $1 : $2) + 1 }' \
    /sys/devices/system/cpu/possible)
set -- $(sed -n 2p "$T/out")
memkb=$(awk '/^MemTotal:/ { print $2 }' /proc/meminfo)
[ "$1" = "$ncpu" ] || fail "nr_cpu_ids $1, /sys says $ncpu"
[ "$2" -gt 0 ] && [ $(($2 * 4)) -ge "$memkb" ] ||
	fail "max_pfn $2 pages below MemTotal $memkb kB"
[ "$(sed -n 1p "$T/out")" = "$pm $pm 8" ] || fail "pid_max/jiffies"
[ "$(sed -n 3p "$T/out")" = 1 ] || fail "jiffies"

# &`sym is the kallsyms address; a struct, its members, through &
a=$(awk '$3 == "pid_max" { print $1; exit }' /proc/kallsyms)
run -q -n 'BEGIN { printf("%x\n", (uint64_t)&`pid_max);
    printf("%d %s %d\n", `init_task.pid, `init_task.comm,
    (&`init_task)->pid == 0); exit(0); }'
expect_rc 0 "struct"
out_is "$a" "0 swapper/0 1" ""

# declared by the script: a struct holding arrays, an array variable
run -q -n 'extern struct uts_namespace `init_uts_ns;
    extern unsigned long `__per_cpu_offset[2];
    BEGIN { printf("%s %s\n", `init_uts_ns.name.sysname,
    `init_uts_ns.name.release); printf("%d\n",
    `__per_cpu_offset[0] != 0); exit(0); }'
expect_rc 0 "arrays"
out_is "Linux $(uname -r)" 1 ""

# DTrace's form extern T sym (no backquote) types `sym; the program's
# own declaration replaces the D library's (kernel.d: int pid_max)
if grep -q ' sysctl_perf_event_paranoid$' /proc/kallsyms; then
	run -q -n 'extern int sysctl_perf_event_paranoid;
	    extern unsigned short pid_max;
	    BEGIN { printf("%d %d\n", `sysctl_perf_event_paranoid,
	    sizeof(`pid_max)); exit(0); }'
	expect_rc 0 "extern without backquote"
	out_is "$(cat /proc/sys/kernel/perf_event_paranoid) 2" ""
fi
# ... and makes no D variable: the plain name stays undefined
run -q -n 'extern int pid_max; BEGIN { trace(pid_max); exit(0); }'
expect_rc 1 "extern: plain name"
err_is "dtrace: invalid probe specifier extern int pid_max; BEGIN { trace(pid_max); exit(0); }: in action list: failed to resolve pid_max: Unknown variable name"

# per-CPU variables: this CPU's copy (BTF id, bpf_this_cpu_ptr)
run -q -n 'syscall::getppid:entry /pid == $target/ {
    printf("%d %d\n", `runqueues.cpu == cpu, `cpu_number == cpu);
    exit(0); }' -c "$TRIG/fds"
expect_rc 0 "per-CPU in a syscall probe"
out_is "1 1" ""
run -q -n 'profile-997 { @n[`runqueues.cpu == cpu && `cpu_number == cpu] =
    count(); } tick-1s { exit(0); } END { printa("%d %@d\n", @n); }'
expect_rc 0 "per-CPU in profile"
grep -q '^1 [1-9]' "$T/out" && ! grep -q '^0 ' "$T/out" ||
	fail "per-CPU values in profile-997"
finish
