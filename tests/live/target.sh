#!/bin/sh
# -c target lifecycle (docs/options.md §5, docs/output.md §11.4): the notices
# "pid N has exited" / "exited with status S" / "terminated by SIGKILL" on
# stderr (not with -q), tracing stops when the target is gone (END fires,
# aggregations print, status 0), a target still alive when dtrace exits is
# killed, and a command that cannot be run is an error.
# @@timeout: 60
. ./lib/common.sh

# 1. Normal exit: notice names $target, aggregation printed, status 0.
run -n 'syscall::getpid:entry /pid == $target/ { @ = count(); }' \
    -n 'END { printf("%d", $target); }' -c "$TRIG/getpid_loop 7"
expect_rc 0 "target exited normally"
tpid=$(sed -n '2s/.*:END \([0-9]*\)$/\1/p' "$T/out")
[ -n "$tpid" ] || die "no \$target in the END record"
cpunorm <"$T/out" >"$T/out.n"
file_is "$T/out.n" "$HDR" "  X      2                             :END $tpid" \
    "" "                7"
err_is "dtrace: description 'syscall::getpid:entry ' matched 2 probes" \
    "dtrace: description 'END ' matched 1 probe" \
    "dtrace: pid $tpid has exited"

# 2. Non-zero exit status of the target; dtrace still exits 0.
run -n 'END { printf("%d", $target); }' -c "$TRIG/sleeper 0 3"
expect_rc 0 "target exited with status 3"
tpid=$(sed -n '2s/.*:END \([0-9]*\)$/\1/p' "$T/out")
[ -n "$tpid" ] || die "no \$target in the END record"
err_is "dtrace: description 'END ' matched 1 probe" \
    "dtrace: pid $tpid exited with status 3"

# 3. Quiet mode suppresses the notices.
run -q -n 'END { printf("end\n"); }' -c "$TRIG/sleeper 0 3"
expect_rc 0 "quiet run"
out_is "end" ""
err_is

# 4. Target killed by a signal.
"$DTRACE" -n 'BEGIN { }' -c "$TRIG/sleeper 20000" </dev/null \
    >"$T/out" 2>"$T/err" &
dpid=$!
child() { cpid=$(pgrep -P "$dpid" sleeper) && [ -n "$cpid" ]; }
wait_for child || { kill "$dpid"; die "no sleeper child of dtrace"; }
sleep 0.3
kill -KILL "$cpid"
wait "$dpid"
rc=$?
expect_rc 0 "target killed"
grep -qx "dtrace: pid $cpid terminated by SIGKILL" "$T/err" ||
	fail "no 'pid $cpid terminated by SIGKILL' notice"

# 5. exit() ends dtrace while the target runs: the target is killed.
run -q -n 'BEGIN { printf("%d\n", $target); } tick-200ms { exit(0); }' \
    -c "$TRIG/sleeper 20000"
expect_rc 0 "exit() with a live target"
cpid=$(sed -n 1p "$T/out")
[ -n "$cpid" ] || die "no \$target printed"
gone() { ! kill -0 "$cpid" 2>/dev/null; }
wait_for gone || { kill -KILL "$cpid"; fail "-c target $cpid still alive"; }

# 6. A command that cannot be executed.
run -n 'BEGIN { exit(0); }' -c /nonexistent/command
expect_rc 1 "-c of a missing command"
grep -q '^dtrace: failed to execute /nonexistent/command' "$T/err" ||
	fail "no 'failed to execute' message"
finish
