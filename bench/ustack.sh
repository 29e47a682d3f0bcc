#!/bin/sh
# bench/ustack.sh - cost of ustack(), frame-pointer walk (the default)
# against -x ustackmode=dwarf (user registers and an 8 KiB stack copy in
# the record, unwound by the consumer).  Run by hand as root.
#
# Workload: getpid_bench, N getpid() calls through libc's syscall()
# (no frame pointers), best of 5 loops, traced by
#     syscall::getpid:entry /pid == <bench>/ { ustack(); }
#  (1) probe cost: dtrace is stopped (SIGSTOP) once attached, so the ring
#      buffer fills and the remaining events cost the program only (stack
#      walk, register and stack copies, a failed ring-buffer reserve):
#      the loop's ns/call minus the untraced loop's;
#  (2) consumer cost: with dtrace running, its CPU time (utime + stime)
#      over the records it printed (printing, and unwinding under dwarf).
B=${1:-build}
D=$B/dtrace
W=$B/bench/getpid_bench
N=${N:-200000}
set -e
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
u=$($W loop "$N")
echo "untraced: $u ns/call"

# $1 mode, $2 "stop" or "run": runs the workload under dtrace; sets t
# (ns/call), recs (records printed), cpu (dtrace's CPU seconds)
traced() {
	rm -f "$tmp/go"
	mkfifo "$tmp/go"
	# the workload's pid is known before it runs: a shell waiting on
	# a fifo, which then execs it
	sh -c 'read x; exec "$@"' sh $W loop "$N" <"$tmp/go" >"$tmp/t" &
	wp=$!
	$D -q -x ustackmode=$1 -x bufsize=4m -n "syscall::getpid:entry
	    /pid == $wp/ { ustack(); }" >"$tmp/out" 2>"$tmp/err" &
	dp=$!
	sleep 2
	if [ "$2" = stop ]; then
		kill -STOP $dp
	fi
	echo go >"$tmp/go"
	wait $wp
	if [ "$2" = stop ]; then
		kill -CONT $dp
	fi
	sleep 2
	cpu=$(awk '{print $14 + $15}' /proc/$dp/stat)
	cpu=$(echo "scale=3; $cpu / $(getconf CLK_TCK)" | bc)
	kill -INT $dp 2>/dev/null || true
	wait $dp || true
	t=$(cat "$tmp/t")
	recs=$(grep -c '^$' "$tmp/out" || true)
}

for mode in fp dwarf; do
	traced $mode stop
	echo "$mode probe: $t ns/call, +$(echo "$t - $u" | bc) ns/event"
	traced $mode run
	echo "$mode consumer: $recs records printed in $cpu s CPU," \
	    "$(echo "scale=1; $cpu * 1000000 / $recs" | bc) us/record"
done
