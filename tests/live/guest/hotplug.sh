#!/bin/sh
# A CPU brought online while dtrace runs, run INSIDE the kvm-run guest by
# tests/live/hotplug-guest.sh (taking a CPU of this machine offline would
# disturb everything else running on it): within about a second the
# consumer gives it a principal buffer and the profile provider's perf
# event, so that printf() records and profile-N firings on it arrive,
# with no drops.
. "$(dirname "$0")/../lib/common.sh"

ON=/sys/devices/system/cpu/cpu1/online
[ -w "$ON" ] || skip "CPU 1 cannot be taken offline in the guest"
echo "guest kernel $(uname -r), CPUs $(cat /sys/devices/system/cpu/online)"
echo 0 >"$ON" || skip "CPU 1 did not go offline"
trap 'echo 1 >"$ON"' EXIT

# the trigger waits for the file "go" (written once CPU 1 is back and the
# consumer has had time to see it), then calls getpid() 2000 times on
# CPU 1 and spins there for 300 ms
"$DTRACE" -q -n 'syscall::getpid:entry /execname == "cpuhop"/ {
    printf("getpid on %d\n", cpu); }
    profile-997 /cpu == 1 && execname == "spin"/ { @p = count(); }
    proc:::exit /execname == "spin"/ { exit(0); }
    END { printa("profile %@d\n", @p); }' >"$T/out" 2>"$T/err" &
dp=$!
i=0
while [ ! -s "$T/err" ] && [ $i -lt 20 ] && ! grep -q . "$T/out"; do
	sleep 0.5
	i=$((i + 1))
done
sleep 1
echo 1 >"$ON" || fail "CPU 1 did not come back online"
sleep 2.5
taskset -c 1 "$TRIG/cpuhop" 2000 1 1 || fail "cpuhop on CPU 1"
taskset -c 1 "$TRIG/spin" 300 || fail "spin on CPU 1"
i=0
while kill -0 $dp 2>/dev/null && [ $i -lt 40 ]; do
	sleep 0.5
	i=$((i + 1))
done
if kill -0 $dp 2>/dev/null; then
	kill -INT $dp
	fail "dtrace did not exit when spin did"
fi
wait $dp
n=$(grep -c '^getpid on 1$' "$T/out")
[ "$n" = 2000 ] || fail "$n of 2000 printf() records from CPU 1"
grep -q '^getpid on [02-9]' "$T/out" && fail "getpid records from another CPU"
p=$(sed -n 's/^profile //p' "$T/out")
[ -n "$p" ] && [ "$p" -gt 0 ] || fail "no profile-997 firings on CPU 1 (got '$p')"
[ -s "$T/err" ] && fail "dtrace reported: $(cat "$T/err")"
finish
