#!/bin/sh
# bench/run.sh - the spine's benchmarks (run by hand as root; never in CI):
#  (a) per-event cost of syscall::getpid:entry { @ = count(); } vs the
#      untraced loop and a hand-written libbpf program;
#  (b) wall time and peak RSS of dtrace -n 'BEGIN { exit(0); }';
#  (c) wall time of the syscall:::entry count one-liner with tick-2s
#      (attach + 2 s + exit; the report subtracts the 2 s);
#  (d) per-event cost of a USDT probe with @ = count() vs a hand-written
#      libbpf uprobe program on the same site.
B=${1:-build}
D=$B/dtrace
W=$B/bench/getpid_bench
N=${N:-2000000}
set -e
echo "== (a) per-event cost, $N getpid calls"
$W baseline "$N"
u=$($W loop "$N")
$D -q -n 'syscall::getpid:entry { @ = count(); }' >/dev/null 2>&1 &
dp=$!
sleep 1
t=$($W loop "$N")
kill -INT $dp; wait $dp || true
echo "untraced $u ns/call, dtrace $t ns/call, cost $(echo "$t - $u" | bc) ns/event"
echo "== (b) dtrace -n 'BEGIN { exit(0); }'"
/usr/bin/time -f "wall %e s, peak RSS %M KiB" $D -q -n 'BEGIN { exit(0); }' >/dev/null
echo "== (c) syscall:::entry count + tick-2s (wall minus 2 s)"
s=$(date +%s.%N)
$D -q -n 'syscall:::entry { @[probefunc] = count(); } tick-2s { exit(0); }' >/dev/null
e=$(date +%s.%N)
echo "attach+exit overhead $(echo "$e - $s - 2" | bc) s"
echo "== (d) per-event cost of a USDT probe, usdtbench:::tick (bench/usdt_bench.c)"
UB=$B/bench/usdt_bench
NU=${NU:-200000}
$UB baseline "$NU"
uu=$($UB loop "$NU")
ut=$($D -q -n 'usdtbench$target:::tick { @ = count(); }' -c "$UB loop $NU" |
    sed -n 1p)
echo "untraced $uu ns/iteration, dtrace (@ = count()) $ut ns/iteration, cost $(echo "$ut - $uu" | bc) ns/event"
