#!/bin/sh
# Run-time facts that need the outside world to check: walltimestamp
# against date(1), profile-N firing on every CPU (docs/providers.md,
# profile), and the consumer's own pid for BEGIN.
# @@timeout: 60
. ./lib/common.sh

t0=$(date +%s)
run -q -n 'BEGIN { printf("%d\n", walltimestamp / 1000000000); exit(0); }'
t1=$(date +%s)
expect_rc 0 "walltimestamp"
w=$(sed -n 1p "$T/out")
[ -n "$w" ] && [ "$w" -ge "$t0" ] && [ "$w" -le "$t1" ] ||
	fail "walltimestamp $w not within [$t0, $t1]"

# profile-N fires on every CPU.  Each CPU is kept busy by a pinned
# spinner: on this kernel a perf cpu-clock event (docs/providers.md,
# profile) does not
# fire on an idle CPU at all, so idle CPUs cannot be tested reliably.  The
# spinners run until dtrace is done, however long it takes to start.
ncpu=$(getconf _NPROCESSORS_ONLN)
if command -v taskset >/dev/null 2>&1; then
	c=0
	spinners=
	while [ $c -lt "$ncpu" ]; do
		taskset -c $c "$TRIG/spin" 50000 &
		spinners="$spinners $!"
		c=$((c + 1))
	done
	sleep 0.2
	run -q -n 'profile-997 { @[cpu] = count(); }' -n 'tick-1s { exit(0); }'
	kill $spinners 2>/dev/null
	wait
	expect_rc 0 "profile-997"
	n=$(awk 'NF == 2 && $2 >= 500' "$T/out" | wc -l)
	[ "$n" = "$ncpu" ] ||
	    fail "profile-997 fired 500+ times on $n of $ncpu busy CPUs in 1 s"
fi

# BEGIN runs in the consumer: pid is dtrace's pid.
"$DTRACE" -q -n 'BEGIN { printf("%d\n", pid); exit(0); }' </dev/null \
    >"$T/out" 2>"$T/err" &
dpid=$!
wait "$dpid"
rc=$?
expect_rc 0 "pid in BEGIN"
out_is "$dpid" ""
finish
