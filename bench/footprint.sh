#!/bin/sh
# bench/footprint.sh - dtrace's memory and start-up time, side by side with
# hand-written libbpf programs doing the same (bench/footprint_base.c), in
# one table: figure, dtrace, baseline, goal.  Run by hand as root, never
# in make check; nothing here asserts a timing.
#
#   sh bench/footprint.sh [build]        N=runs (default 10)
#
# Every figure is the median of N runs measured by bench/launch.c (fork to
# first output line, fork to exit, CPU time, and the child's peak RSS from
# wait4(), which is what /usr/bin/time -v reports):
#  - peak RSS of dtrace -q -n 'BEGIN { exit(0); }', against one 4 MiB
#    ring buffer consumed with libbpf (footprint_base begin), and with
#    one ring per CPU as dtrace has, mapped as libbpf does (data pages
#    twice) and mapped by hand with the data pages once;
#  - peak RSS of syscall:::entry { @[probefunc] = count(); } with tick-1s
#    exit, against a per-CPU array counted on raw_syscalls:sys_enter
#    (footprint_base count 1);
#  - launch to first output line of BEGIN { printf("hello\n"); exit(0); }
#    against the baseline's record sent from a program run once;
#  - launch to BEGIN's output with every syscall:::entry probe attached;
#  - dtrace -l and dtrace -l -n syscall::read:entry: wall time and RSS.
# A second table takes the BEGIN one-liner apart, one cause added per
# row (RSS, CPU time and minor page faults; the differences are what
# each cause costs):
# dtrace -V (the binary and its shared libraries), then
# dtrace:::BEGIN -x nolibs -b 64k (the run itself, tiny rings), then with
# the D library (which makes the compiler read the kernel's BTF), then
# the probe description without its provider (BEGIN: every provider is
# enumerated, rawtp reads the BTF again), then the default bufsize; and
# the kernel's BTF read alone as libbpf reads it and from an mmap()
# (bench/btf_load.c).
# The load average is printed first: on a busy machine the times are high
# and noisy (the CPU times less so), the RSS figures are not affected.
B=${1:-build}
D=${D:-$B/dtrace}
L=$B/bench/launch
F=$B/bench/footprint_base
N=${N:-10}
NCPU=$(getconf _NPROCESSORS_ONLN)
TMP=${TMPDIR:-/tmp}/dtrace-footprint.$$
mkdir -p "$TMP"
trap 'rm -rf "$TMP"' EXIT

for f in "$D" "$L" "$F"; do
	if [ ! -x "$f" ]; then
		echo "footprint.sh: $f missing (make -j2 first)" >&2
		exit 1
	fi
done

echo "footprint.sh: $(date -u '+%Y-%m-%d %H:%M UTC'), $N runs each," \
    "$NCPU CPUs online, load average:$(uptime | sed 's/.*average://')"
echo "kernel $(uname -r); dtrace $D"

# run NAME command...: launch's median line into $TMP/NAME; the spread
# (min..max) is shown as it is measured
run() {
	n=$1
	shift
	"$L" "$N" "$@" 2>"$TMP/$n.err" >"$TMP/$n"
	printf '  %-10s %s\n' "$n" "$(tail -n 1 "$TMP/$n")"
	if [ -s "$TMP/$n.err" ] && grep -qv '^dtrace: description' \
	    "$TMP/$n.err"; then
		sed -n '1,3s/^/    stderr: /p' "$TMP/$n.err"
	fi
}

# get NAME FIELD: one median from run NAME's line
get() {
	sed -n 1p "$TMP/$1" | tr ' ' '\n' | sed -n "s/^$2=//p"
}

# mib KiB: KiB to MiB with one decimal
mib() {
	[ -n "$1" ] && echo "$1" | awk '{ printf("%.1f MiB", $1 / 1024) }'
}

ms() {
	[ -n "$1" ] && echo "$1 ms"
}

echo "spread of the runs (first_ms, exit_ms, rss_kib min..max):"
run d_begin "$D" -q -n 'BEGIN { exit(0); }'
run b_begin "$F" begin
run b_beginc "$F" begin 4194304 "$NCPU"
run b_once "$F" begin-once 4194304 "$NCPU"
run d_count "$D" -q -n 'syscall:::entry { @[probefunc] = count(); }' \
    -n 'tick-1s { exit(0); }'
run b_count "$F" count 1
run d_hello "$D" -q -n 'BEGIN { printf("hello\n"); exit(0); }'
run d_go "$D" -q -n 'syscall:::entry { @[probefunc] = count(); }' \
    -n 'BEGIN { printf("go\n"); } tick-1s { exit(0); }'
run d_list "$D" -l
run d_listr "$D" -l -n syscall::read:entry

echo
printf '%-44s %12s %12s %10s\n' figure dtrace baseline goal
row() {
	printf '%-44s %12s %12s %10s\n' "$1" "$2" "$3" "$4"
}
row "peak RSS, BEGIN { exit(0); }" "$(mib "$(get d_begin rss_kib)")" \
    "$(mib "$(get b_begin rss_kib)")" "16 MiB"
row "  baseline with $NCPU rings of 4 MiB (dtrace's)" "" \
    "$(mib "$(get b_beginc rss_kib)")" ""
row "  the same, data pages mapped once" "" \
    "$(mib "$(get b_once rss_kib)")" ""
row "peak RSS, syscall:::entry count, tick-1s" \
    "$(mib "$(get d_count rss_kib)")" "$(mib "$(get b_count rss_kib)")" \
    "24 MiB"
row "launch -> BEGIN output line" "$(ms "$(get d_hello first_ms)")" \
    "$(ms "$(get b_begin first_ms)")" "40 ms"
row "  CPU time of the BEGIN one-liner" "$(ms "$(get d_hello cpu_ms)")" \
    "$(ms "$(get b_begin cpu_ms)")" ""
row "launch -> BEGIN, syscall:::entry attached" \
    "$(ms "$(get d_go first_ms)")" "$(ms "$(get b_count first_ms)")" ""
row "dtrace -l: wall" "$(ms "$(get d_list exit_ms)")" "-" "100 ms"
row "dtrace -l: CPU" "$(ms "$(get d_list cpu_ms)")" "-" ""
row "dtrace -l: peak RSS" "$(mib "$(get d_list rss_kib)")" "-" ""
row "dtrace -l: probes listed" "$(($(get d_list lines) - 1))" "-" ""
row "dtrace -l -n syscall::read:entry: wall" \
    "$(ms "$(get d_listr exit_ms)")" "-" ""
row "dtrace -l -n syscall::read:entry: peak RSS" \
    "$(mib "$(get d_listr rss_kib)")" "-" ""

echo
echo "the BEGIN one-liner taken apart (each row adds one cause):"
run v_bin "$D" -V
run v_floor "$D" -q -x nolibs -b 64k -n 'dtrace:::BEGIN { exit(0); }'
run v_libs "$D" -q -b 64k -n 'dtrace:::BEGIN { exit(0); }'
run v_noprov "$D" -q -b 64k -n 'BEGIN { exit(0); }'
if [ -x "$B/bench/btf_load" ]; then
	run k_parse "$B/bench/btf_load" parse
	run k_mmap "$B/bench/btf_load" mmap
fi
echo
printf '%-44s %12s %12s %12s\n' "" "peak RSS" "CPU" "page faults"
crow() {
	printf '%-44s %12s %12s %12s\n' "$1" "$(mib "$(get "$2" rss_kib)")" \
	    "$(ms "$(get "$2" cpu_ms)")" "$(get "$2" minflt)"
}
crow "dtrace -V: binary and shared libraries" v_bin
crow "dtrace:::BEGIN, -x nolibs -b 64k" v_floor
crow "  + D library (kernel BTF in the compiler)" v_libs
crow "  + BEGIN without provider (all providers)" v_noprov
crow "  + bufsize 4m (default): the full one-liner" d_begin
crow "libbpf baseline, one 4 MiB ring" b_begin
if [ -x "$B/bench/btf_load" ]; then
	crow "kernel BTF alone, btf__load_vmlinux_btf()" k_parse
	crow "kernel BTF alone, mmap() and btf__new()" k_mmap
fi
echo "load average at the end:$(uptime | sed 's/.*average://')"
