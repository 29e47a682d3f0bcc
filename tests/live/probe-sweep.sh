#!/bin/sh
# Probe sweep (tools/probe-sweep.sh), bounded: probes of every kind of
# provider enabled with a clause that uses all their arguments (args[i]
# typed from `dtrace -lv`, translated ones through each member, argN,
# probefunc, strings by printf("%s") and stringof()/copyinstr()), loaded
# and attached.  Each run of dtrace must match every probe of its script
# and print nothing on stderr; the tool splits a failing batch down to
# the probes that fail.  Covers tracepoint array fields (fixed and
# __data_loc), args[10] and up, proc's siginfo_t, irq_work_exit (which
# the kernel does not let perf sample), pid and USDT probes of a -c
# target.  About 15 s.
# @@timeout: 90
. ./lib/common.sh

SWEEP=$(dirname "$0")/../../tools/probe-sweep.sh
[ -f "$SWEEP" ] || SWEEP=$(cd "$(dirname "$0")/../.." && pwd)/tools/probe-sweep.sh
[ -f "$SWEEP" ] || die "no tools/probe-sweep.sh"

# sweep NAME MIN ARGS...: run the tool, then check it swept at least MIN
# probes and none failed
sweep() {
	name=$1 min=$2
	shift 2
	sh "$SWEEP" "$@" "$DTRACE" "$T/$name" >"$T/out" 2>"$T/err"
	rc=$?
	tot=$(awk '$1 == "total" { print $2 }' "$T/$name/summary" 2>/dev/null)
	[ "${tot:-0}" -ge "$min" ] ||
	    fail "$name: swept ${tot:-no} probes, expected at least $min"
	if [ "$rc" != 0 ] || [ -s "$T/$name/failed" ]; then
		fail "$name: probes failed (exit $rc):"
		sed -n '1,20p' "$T/$name/failed" 2>/dev/null
	fi
}

# kernel providers: a slice of each (the whole of the small ones)
sweep kernel 150 -b 400 \
    -n 'dtrace:::' -n 'profile:::' -n 'proc:::' -n 'sched:::' -n 'io:::' \
    -n 'lockstat:::' -n 'sysinfo:::' -n 'vminfo:::' -n 'ip:::' -n 'tcp:::' \
    -n 'udp:::' -n 'syscall::read*:' -n 'syscall::open*:' \
    -n 'syscall::*stat*:' -n 'sdt:sock::' -n 'sdt:tcp::' \
    -n 'sdt:raw_syscalls::' -n 'sdt:sched::' -n 'sdt:dma::' \
    -n 'sdt:signal::' -n 'sdt:irq_vectors::irq_work*' -n 'rawtp:sched::' \
    -n 'rawtp:sock::' \
    -n 'rawtp:signal::'

# pid and USDT probes of a -c target
sweep user 30 -b 100 -n 'pid$target:usdt::' -n 'usdttest$target:::' \
    -n 'usdtlib$target:::' -c "$TRIG/usdt 1"

finish
