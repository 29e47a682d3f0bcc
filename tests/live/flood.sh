#!/bin/sh
# A printf() clause flooding the principal buffer (docs/output.md §11.3): with
# a 4k buffer the consumer cannot keep up, records are lost and reported
# as "dtrace: N drops on CPU C", and every event is either printed or
# counted as a drop; with a buffer large enough for the whole load,
# nothing is lost; and dtrace stays responsive to ^C under a flood that
# does not end.  The trigger does a known number of getpid() calls.
# @@timeout: 120
. ./lib/common.sh

N=200000
S=$(printf '%0200d' 0)		# big records: 14 fit in 4k
PROG="syscall::getpid:entry /pid == \$target/
    { printf(\"%d %s %s\\n\", pid, execname, \"$S\"); }"

# count_out: records printed; count_drops: sum of all drop reports
count_out() { grep -c "^[0-9]* getpid_loop $S\$" "$T/out"; }
count_drops() {
	awk '/^dtrace: [0-9]+ drops? on CPU [0-9]+$/ { n += $2 }
	    END { print n + 0 }' "$T/err"
}

run -q -x bufsize=4k -n "$PROG" -c "$TRIG/getpid_loop $N"
expect_rc 0 "bufsize=4k"
p=$(count_out)
d=$(count_drops)
[ "$d" -gt 0 ] || fail "bufsize=4k: no drops reported ($p printed)"
[ $((p + d)) = "$N" ] || fail "bufsize=4k: $p printed + $d dropped != $N"
if grep -v -E '^dtrace: [0-9]+ drops? on CPU [0-9]+$' "$T/err" |
    grep -q .; then
	fail "bufsize=4k: unexpected stderr"
fi

# 200000 records of 248 bytes fit in 64m even if nothing were consumed
run -q -x bufsize=64m -n "$PROG" -c "$TRIG/getpid_loop $N"
expect_rc 0 "bufsize=64m"
p=$(count_out)
[ "$p" = "$N" ] || fail "bufsize=64m: $p printed, expected $N"
err_is

# An endless flood: ^C still stops dtrace, which reports the drops and
# kills the -c command.  (Emptied first: the shell truncates the files
# only in the background child, and printing() must not see the last
# run's records.)
: >"$T/out"
: >"$T/err"
"$DTRACE" -q -x bufsize=4k -n "$PROG" -c "$TRIG/getpid_loop 4000000000" \
    </dev/null >"$T/out" 2>"$T/err" &
dpid=$!
printing() { [ "$(count_out)" -gt 0 ]; }
wait_for printing
cpid=$(pgrep -P "$dpid" | head -n 1)
kill -INT "$dpid"
( sleep 30; kill -9 "$dpid" 2>/dev/null ) &
wdog=$!
wait "$dpid"
rc=$?
kill "$wdog" 2>/dev/null
expect_rc 0 "^C during a flood"
[ "$(count_drops)" -gt 0 ] || fail "^C during a flood: no drops reported"
[ "$(count_out)" -gt 0 ] || fail "^C during a flood: nothing printed"
if [ -n "$cpid" ] && kill -0 "$cpid" 2>/dev/null &&
    grep -q getpid_loop "/proc/$cpid/cmdline" 2>/dev/null; then
	fail "^C during a flood: the -c command survived"
	kill -9 "$cpid"
fi
finish
