#!/bin/sh
# bench/rate.sh - the highest printf() event rate dtrace sustains without
# drops at the default bufsize (issue 4: at least 500,000 events/s):
# getpid_bench calls getpid() at a paced rate (bench/getpid_bench.c
# "rate"), pinned to one CPU, for SECS seconds per rate, traced by
#   syscall::getpid:entry /pid == $target/ { printf("%d %s\n", pid, execname); }
# with output to /dev/null (or to a file, OUT=file); for each rate it
# prints the rate achieved, the records printed and the drops reported,
# and at the end the highest rate with every record printed and no drop.
# Usage (root): sh bench/rate.sh [build] ; RATES="..." SECS=N OUT=file
B=${1:-build}
D=${D:-$B/dtrace}
W=$B/bench/getpid_bench
RATES=${RATES:-"250000 500000 750000 1000000 1500000 2000000 3000000"}
SECS=${SECS:-2}
OUT=${OUT:-}
TMP=${TMPDIR:-/tmp}/dtrace-rate.$$
mkdir -p "$TMP"
best=0
P='syscall::getpid:entry /pid == $target/ { printf("%d %s\n", pid, execname); }'
for r in $RATES; do
	n=$((r * SECS))
	rm -f "$TMP/out"
	taskset -c 0 true 2>/dev/null && pin="taskset -c 0" || pin=
	$D -q -o "$TMP/out" -n "$P" -c "$pin $W rate $r $n" \
	    2>"$TMP/err" >"$TMP/child"
	got=$(grep -c getpid_bench "$TMP/out")
	achieved=$(grep -E '^[0-9]+$' "$TMP/child" | tail -n 1)
	drops=$(awk '/drops? on CPU/ { n += $2 } END { print n + 0 }' "$TMP/err")
	echo "rate $r/s (achieved ${achieved:-?}/s): $got of $n printed, $drops dropped"
	if [ "$got" = "$n" ] && [ "$drops" = 0 ] && [ -n "$achieved" ]; then
		best=$achieved
	fi
done
echo "highest rate with no drop: $best events/s"
[ -n "$OUT" ] && cp "$TMP/out" "$OUT"
rm -rf "$TMP"
