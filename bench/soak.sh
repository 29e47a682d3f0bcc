#!/bin/sh
# bench/soak.sh - endurance: dtrace left running with a script that uses
# most of what accumulates state, reporting once a minute whether its
# memory and kernel objects stay flat and whether printf() output stays
# lossless.  Run by hand as root, never in make check; the figures are
# reported, not asserted (the script's exit status only says whether the
# run itself worked and whether anything of ours stayed attached).
#
#   sh bench/soak.sh [MINUTES] [build]      MINUTES defaults to 30
#   RATE=10000 (getpid/s) FORKS=10 (children/s) OUT=dir (keep the files)
#
# The workload (bench/soak_trigger.c) is dtrace's -c target: getpid()
# RATE times a second, paced, counting its own calls, and FORKS children
# a second that exec /bin/true.  The D script has
#  - printf() on every getpid() of the target (RATE lines a second);
#  - aggregations keyed by execname and pid (every child gets a key; the
#    by-pid one is truncated every minute), stack() (profile-97) and a
#    quantize();
#  - speculations: one every 100 calls, committed every 200, discarded
#    otherwise (nspec=4);
#  - dynamic variables churned: self-> variables set and cleared on
#    every call, an associative array whose elements are set and deleted
#    (about 500 live), thread-locals in every child set at exec and
#    cleared at exit.
# Every minute: dtrace's VmRSS and VmHWM (/proc/PID/status), the BPF maps,
# programs and links it holds (/proc/PID/fd) and the kernel memory they
# are charged (memlock, /proc/PID/fdinfo), drops it has reported so far
# (dtrace's stderr), printf lines delivered against the target's count.
# The target runs MINUTES and 10 s.  At the end: the totals, and a check
# with bpftool that none of the programs, maps or links dtrace held
# exists any more.
M=${1:-30}
B=${2:-build}
D=${D:-$B/dtrace}
T=$B/bench/soak_trigger
RATE=${RATE:-10000}
FORKS=${FORKS:-10}
TMP=${OUT:-${TMPDIR:-/tmp}/dtrace-soak.$$}
mkdir -p "$TMP"
[ -n "$OUT" ] || trap 'rm -rf "$TMP"' EXIT
for f in "$D" "$T"; do
	if [ ! -x "$f" ]; then
		echo "soak.sh: $f missing (make -j2 first)" >&2
		exit 1
	fi
done

cat >"$TMP/soak.d" <<'EOF'
#pragma D option quiet
#pragma D option nspec=4

syscall::getpid:entry
/pid == $target/
{
	self->n++;
	printf("T %d\n", self->n);
	self->ts = timestamp;
	a[self->n % 1000] = timestamp;
	a[(self->n + 500) % 1000] = 0;
}

syscall::getpid:entry
/pid == $target && self->n % 100 == 0/
{
	self->spec = speculation();
}

syscall::getpid:entry
/self->spec/
{
	speculate(self->spec);
	printf("S %d\n", self->n);
}

syscall::getpid:return
/self->ts/
{
	@lat[execname] = quantize(timestamp - self->ts);
	self->ts = 0;
}

syscall::getpid:return
/self->spec && self->n % 200 == 0/
{
	commit(self->spec);
	self->spec = 0;
}

syscall::getpid:return
/self->spec/
{
	discard(self->spec);
	self->spec = 0;
}

syscall:::entry
/pid == $target || ppid == $target/
{
	@sys[execname, pid] = count();
}

proc:::exec-success
/ppid == $target/
{
	self->born = timestamp;
}

proc:::exit
/self->born/
{
	@life[execname] = quantize(timestamp - self->born);
	self->born = 0;
}

profile-97
{
	@st[stack()] = count();
}

tick-60s
{
	trunc(@sys);
}
EOF

echo "soak.sh: $M minutes, $(date -u '+%Y-%m-%d %H:%M UTC'), RATE=$RATE" \
    "getpid/s, FORKS=$FORKS/s, $(getconf _NPROCESSORS_ONLN) CPUs," \
    "load average:$(uptime | sed 's/.*average://')"
[ "$M" -lt 30 ] && echo "(a short run: the endurance figures want" \
    "MINUTES=30 on a quiet machine)"

"$D" -s "$TMP/soak.d" -o "$TMP/out" \
    -c "$T $RATE $((M * 60 + 10)) $FORKS $TMP/count" 2>"$TMP/err" &
dp=$!

# drops: the sum of each kind dtrace has reported (its stderr)
drops() {
	awk '/drop/ {
		for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+$/) { n = $i; break }
		k = $0; sub(/^dtrace: [0-9]+ /, "", k); sub(/ on CPU.*/, "", k)
		d[k] += n }
	END { s = ""; for (k in d) s = s sprintf("%s%d %s", s == "" ? "" : ", ",
	    d[k], k); print s == "" ? "none" : s }' "$TMP/err"
}

# bpf objects held by dtrace: counts now and the kernel memory charged
# to its maps and programs (memlock in fdinfo), IDs kept for the final
# check
held() {
	grep -h -E '^(map|prog|link)_id:' /proc/"$dp"/fdinfo/* 2>/dev/null |
	    tr -d ':' >>"$TMP/ids"
	ls -l /proc/"$dp"/fd 2>/dev/null | awk '
	    /bpf-map/ { m++ } /bpf-prog/ { p++ } /bpf[-_]link/ { l++ }
	    /perf_event/ { e++ }
	    END { printf("maps %d progs %d links %d perf events %d", m, p,
	    l, e) }'
	cat /proc/"$dp"/fdinfo/* 2>/dev/null |
	    awk '/^memlock:/ { k += $2 } END { printf(", kernel memory %.1f MiB",
	    k / 1048576) }'
}

status() {
	awk '/^VmRSS|^VmHWM/ { printf("%s %.1f MiB ", $1, $2 / 1024) }' \
	    /proc/"$dp"/status 2>/dev/null
}

# delivered: printf lines in the output so far (T lines, and the
# committed speculations' S lines against calls / 200), counted before
# the target's count is read; the target rewrites its count once a
# second, so while running the two differ by up to about RATE; the final
# figures are exact
delivered() {
	t=$(grep -c '^T ' "$TMP/out" 2>/dev/null)
	sp=$(grep -c '^S ' "$TMP/out" 2>/dev/null)
	c=$(sed -n 's/^calls=\([0-9]*\).*/\1/p' "$TMP/count" 2>/dev/null)
	c=${c:-0}
	echo "printf $t of $c, committed $sp of $((c / 200))"
}

start=$(date +%s)
sleep 5
h=$(held)
echo "t+0m (after 5 s): $(status)$h; drops: $(drops)"
# a report each minute of wall-clock time since the start; between
# them only the cheap VmRSS/VmHWM sample, kept for after dtrace exits
i=1
last=
while kill -0 "$dp" 2>/dev/null; do
	sleep 5
	st=$(status)
	[ -n "$st" ] && last=$st
	if [ $(($(date +%s) - start)) -ge $((i * 60)) ] &&
	    kill -0 "$dp" 2>/dev/null; then
		h=$(held)
		echo "t+${i}m: $(status)$h; drops: $(drops); $(delivered)"
		i=$((i + 1))
	fi
done
wait "$dp"
rc=$?
echo "dtrace exited with status $rc; last seen (5 s before at most):" \
    "$last$h"
sed -n 's/^/target: /p' "$TMP/count"
echo "final: $(delivered); drops: $(drops)"
grep -v 'drop' "$TMP/err" | sed -n '1,5s/^/stderr (dtrace, target): /p'

# nothing of ours may stay: every ID dtrace held must be gone
left=0
if command -v bpftool >/dev/null; then
	sleep 1
	bpftool prog show | sed -n 's/^\([0-9]*\): .*/prog_id \1/p' >"$TMP/now"
	bpftool map show | sed -n 's/^\([0-9]*\): .*/map_id \1/p' >>"$TMP/now"
	bpftool link show 2>/dev/null |
	    sed -n 's/^\([0-9]*\): .*/link_id \1/p' >>"$TMP/now"
	sort -u "$TMP/ids" >"$TMP/ids.u"
	left=$(sort -u "$TMP/now" | comm -12 - "$TMP/ids.u" | wc -l)
	echo "after exit: $left of the $(wc -l <"$TMP/ids.u") bpf objects" \
	    "dtrace held still exist (bpftool)"
else
	echo "after exit: bpftool missing, not checked"
fi
[ "$rc" = 0 ] && [ "$left" = 0 ]
