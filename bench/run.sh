#!/bin/sh
# bench/run.sh - the benchmarks (run by hand as root; never in CI):
#  (a) per-event cost on a getpid() loop of four D clauses against the
#      untraced loop and hand-written libbpf programs doing the same work
#      (bench/getpid_bench.c): @ = count(), @[execname] = count(),
#      /pid == $target/ { @ = quantize(arg0); } and
#      printf("%d %s\n", pid, execname);
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
#      -x ustackmode=dwarf (bench/ustack.sh);
#  (h) the printf() event rate the consumer sustains: the getpid loop as
#      fast as it goes on one CPU, 5 x N events, output to /dev/null and
#      to a file, default bufsize; drops reported by dtrace are shown;
#  (i) the consumer's CPU time per printf() record;
#  (j) the cost of one vtimestamp read: ten of them summed in a getpid()
#      clause against ten reads of cpu, per read;
#  (k) the cost per context switch of vtimestamp's sched_switch
#      calibration program: CPU time per switch of two processes
#      ping-ponging on one CPU (bench/switch_bench.c) with and without
#      a script that reads vtimestamp, and, with BPF statistics briefly
#      enabled (kernel.bpf_stats_enabled, restored after), the program's
#      run time per switch next to an empty D clause on sched_switch.
# Per-event costs in (a) are in the loop thread's CPU time (the BPF
# programs run in its syscalls; time preempted by other load is not
# counted), best of five runs; rates in (h) are wall-clock.
B=${1:-build}
D=$B/dtrace
W=$B/bench/getpid_bench
N=${N:-2000000}
set -e

# min A B: the smaller number
min() { echo "$1 $2" | awk '{ print ($1 < $2) ? $1 : $2 }'; }

# compare NAME BASELINE-MODE D-PROGRAM: R rounds of (untraced loop,
# hand-written baseline, dtrace), the minimum of each over the rounds
# (noise only adds time), then the costs and their ratio.
R=${R:-3}
compare() {
	bu=1e9 bt=1e9 du=1e9 dt=1e9 i=0
	while [ $i -lt "$R" ]; do
		l=$($W "$2" "$N" | head -n 1)
		bu=$(min "$bu" "$(printf '%s\n' "$l" | sed -E 's/.*untraced ([0-9.]+).*/\1/')")
		bt=$(min "$bt" "$(printf '%s\n' "$l" | sed -E 's/.*baseline ([0-9.]+).*/\1/')")
		du=$(min "$du" "$($W loop "$N")")
		t=$($D -q -o /dev/null -n "$3" -c "$W loop $N" 2>"$B/bench/err")
		dt=$(min "$dt" "$t")
		if grep -q drop "$B/bench/err"; then
			echo "  (dtrace reported drops: $(cat "$B/bench/err"))"
		fi
		i=$((i + 1))
	done
	u=$(min "$bu" "$du")
	echo "$1: untraced $u, libbpf $bt, dtrace $dt ns/call;" \
	    "cost libbpf $(echo "$bt - $u" | bc), dtrace $(echo "$dt - $u" | bc)" \
	    "ns/event; ratio $(echo "scale=2; ($dt - $u) / ($bt - $u)" | bc)"
}

echo "== (a) per-event cost, 5 x $N getpid calls, best of $R rounds"
compare "@ = count()" baseline 'syscall::getpid:entry { @ = count(); }'
compare "@[execname] = count()" baseline-keyed \
    'syscall::getpid:entry { @[execname] = count(); }'
compare "quantize(arg0)" baseline-quantize \
    'syscall::getpid:entry /pid == $target/ { @ = quantize(arg0); }'
compare "printf" baseline-printf \
    'syscall::getpid:entry /pid == $target/ { printf("%d %s\n", pid, execname); }'

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

echo "== (h) printf rate, 5 x $N events, default bufsize"
P='syscall::getpid:entry /pid == $target/ { printf("%d %s\n", pid, execname); }'
for out in /dev/null "$B/bench/printf.out"; do
	rm -f "$B/bench/printf.out"
	t=$($D -q -o "$out" -n "$P" -c "$W loopwall $N" 2>"$B/bench/err")
	lines=$(wc -l <"$out")
	echo "-o $out: $t ns/event = $(echo "1000000000 / $t" | bc) events/s," \
	    "lines $lines, $(awk '/drops? on CPU/ { n += $2 } END { print n + 0 }' \
	    "$B/bench/err") dropped"
done
rm -f "$B/bench/printf.out" "$B/bench/err"

echo "== (i) consumer CPU per printf record (generator not a child of dtrace)"
P='syscall::getpid:entry /execname == "getpid_bench"/ { printf("%d %s\n", pid, execname); }'
/usr/bin/time -f "%U %S" -o "$B/bench/time" $D -q -o "$B/bench/printf.out" \
    -n "$P" 2>"$B/bench/err" &
tp=$!
sleep 2
dp=$(pgrep -P "$tp" | head -n 1)
$W loopwall "$N" >/dev/null
sleep 1
kill -INT "$dp"
wait "$tp" || true
lines=$(grep -c getpid_bench "$B/bench/printf.out" || true)
cpu=$(awk '{ print $1 + $2 }' "$B/bench/time")
echo "$lines records, dtrace used $cpu s of CPU (startup included):" \
    "$(echo "$lines / $cpu" | bc) records per CPU-second," \
    "$(awk '/drops? on CPU/ { n += $2 } END { print n + 0 }' "$B/bench/err") dropped"
rm -f "$B/bench/printf.out" "$B/bench/err" "$B/bench/time"

echo "== (j) one vtimestamp read (10 per getpid() clause vs 10 x cpu)"
VT=$(printf 'vtimestamp+%.0s' 1 2 3 4 5 6 7 8 9)vtimestamp
CP=$(printf 'cpu+%.0s' 1 2 3 4 5 6 7 8 9)cpu
bp=1e9 bv=1e9 i=0
while [ $i -lt "$R" ]; do
	bp=$(min "$bp" "$($D -q -o /dev/null -n "syscall::getpid:entry /pid == \$target/ { @ = sum($CP); }" -c "$W loop $N")")
	bv=$(min "$bv" "$($D -q -o /dev/null -n "syscall::getpid:entry /pid == \$target/ { @ = sum($VT); }" -c "$W loop $N")")
	i=$((i + 1))
done
echo "10 x cpu $bp, 10 x vtimestamp $bv ns/call: $(echo "($bv - $bp) / 10" | bc) ns per vtimestamp read"

echo "== (k) vtimestamp's sched_switch calibration, per context switch"
SW=$B/bench/switch_bench
SN=${SN:-20000}
bn=1e9 bw=1e9 i=0
while [ $i -lt "$R" ]; do
	bn=$(min "$bn" "$($D -q -o /dev/null -n 'syscall::getppid:entry /pid == 1/ { @ = sum(timestamp); }' -c "$SW $SN")")
	bw=$(min "$bw" "$($D -q -o /dev/null -n 'syscall::getppid:entry /pid == 1/ { @ = sum(vtimestamp); }' -c "$SW $SN")")
	i=$((i + 1))
done
echo "CPU per switch: without vtimestamp $bn ns, with $bw ns"
old=$(sysctl -n kernel.bpf_stats_enabled)
$D -q -o /dev/null -n 'syscall::getppid:entry /pid == 1/ { @ = sum(vtimestamp); } tick-5s { exit(0); }' &
v=$!
$D -q -o /dev/null -n 'rawtp:sched::sched_switch /pid == -1/ { } tick-5s { exit(0); }' &
e=$!
sleep 2
sysctl -qw kernel.bpf_stats_enabled=1
sleep 2
sysctl -qw kernel.bpf_stats_enabled="$old"
bpftool prog show | awk '/name dt_vtime_cal|name dt_kprov/ {
	for (i = 1; i < NF; i++) { if ($i == "name") n = $(i + 1);
	    if ($i == "run_time_ns") t = $(i + 1); if ($i == "run_cnt") c = $(i + 1) }
	if (c > 0) printf("%s: %d runs, %.0f ns per run (statistics overhead included)\n", n, c, t / c) }'
wait $v $e
