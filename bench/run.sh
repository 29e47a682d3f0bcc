#!/bin/sh
# bench/run.sh - the spine's benchmarks (run by hand as root; never in CI):
#  (a) per-event cost of syscall::getpid:entry { @ = count(); } vs the
#      untraced loop and a hand-written libbpf program;
#  (b) wall time and peak RSS of dtrace -n 'BEGIN { exit(0); }';
#  (c) wall time of the syscall:::entry count one-liner with tick-2s
#      (attach + 2 s + exit; the report subtracts the 2 s);
#  (d) per-event cost of pid$target:a.out:bench_func:entry { @ = count(); }
#      vs a hand-written libbpf uprobe program (bench/uprobe_bench.c);
#  (e) time to attach pid$target:libc::entry (thousands of probes) and to
#      exit;
#  (f) per-event cost of a USDT probe with @ = count() vs a hand-written
#      libbpf uprobe program on the same site;
#  (g) ustack() per event and per record, frame pointers against
#      -x ustackmode=dwarf (bench/ustack.sh).
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
U=$B/bench/uprobe_bench
UN=${UN:-1000000}
echo "== (d) per-event cost of a uprobe, $UN calls of bench_func()"
$U baseline "$UN"
u=$($U loop "$UN")
t=$($D -q -n 'pid$target:a.out:bench_func:entry { @ = count(); }' \
    -n 'END { printa("%@d\n", @); }' -c "$U loop $UN" 2>/dev/null | sed -n 1p)
echo "untraced $u ns/call, dtrace $t ns/call, cost $(echo "$t - $u" | bc) ns/event"
echo "== (e) pid\$target:libc::entry: attach (to BEGIN) and exit times"
n=$($D -l -n 'pid$target:libc::entry' -c "$U loop 1" 2>/dev/null | tail -n +2 | wc -l)
s=$(date +%s%N)
b=$($D -q -n 'pid$target:libc::entry { @ = count(); }' \
    -n 'BEGIN { printf("%d\n", walltimestamp); exit(0); }' -c "$U loop 1" \
    2>/dev/null | sed -n 1p)
e=$(date +%s%N)
echo "$n probes: attach $(echo "($b - $s) / 1000000" | bc) ms," \
    "exit $(echo "($e - $b) / 1000000" | bc) ms"
echo "== (f) per-event cost of a USDT probe, usdtbench:::tick (bench/usdt_bench.c)"
UB=$B/bench/usdt_bench
NU=${NU:-200000}
$UB baseline "$NU"
uu=$($UB loop "$NU")
ut=$($D -q -n 'usdtbench$target:::tick { @ = count(); }' -c "$UB loop $NU" |
    sed -n 1p)
echo "untraced $uu ns/iteration, dtrace (@ = count()) $ut ns/iteration, cost $(echo "$ut - $uu" | bc) ns/event"
echo "== (g) ustack(): frame pointers against -x ustackmode=dwarf"
sh bench/ustack.sh "$B"
