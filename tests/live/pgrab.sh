#!/bin/sh
# -p PID (docs/options.md §5): $target is the grabbed pid, tracing stops with a
# notice when it exits, a grabbed process is released (not killed) when
# dtrace exits first, and bad pids are errors (status 1).
# @@timeout: 60
. ./lib/common.sh

# waiter N: a process that exits (status 0) once $T/stopN exists, so that
# it outlives dtrace's start however long that takes
waiter() {
	sh -c "while [ ! -e '$T/stop$1' ]; do sleep 0.05; done" &
	spid=$!
}

# 1. dtrace ends when the grabbed process exits; $target is its pid.
waiter 1
: >"$T/out"
: >"$T/err"
"$DTRACE" -q -p "$spid" -n 'BEGIN { printf("%d\n", $target); }' \
    -n 'END { printf("end\n"); }' </dev/null >"$T/out" 2>"$T/err" &
dpid=$!
wait_for has_line "$T/out" . || fail "-p: no BEGIN output"
touch "$T/stop1"
wait "$dpid"
rc=$?
expect_rc 0 "-p process exited"
out_is "$spid" "end" ""
err_is
wait "$spid" 2>/dev/null

# 2. Not quiet: the exit notice.
waiter 2
: >"$T/out"
: >"$T/err"
"$DTRACE" -p "$spid" -n 'END { }' </dev/null >"$T/out" 2>"$T/err" &
dpid=$!
wait_for has_line "$T/err" matched || fail "-p: no matched message"
touch "$T/stop2"
wait "$dpid"
rc=$?
expect_rc 0 "-p process exited, not quiet"
err_is "dtrace: description 'END ' matched 1 probe" \
    "dtrace: pid $spid has exited"
wait "$spid" 2>/dev/null

# 3. dtrace exits first: the process keeps running.
"$TRIG/sleeper" 20000 &
spid=$!
run -q -p "$spid" -n 'tick-100ms { exit(0); }'
expect_rc 0 "exit() with a grabbed process"
if kill -0 "$spid" 2>/dev/null; then
	kill "$spid"
else
	fail "grabbed process $spid did not survive dtrace"
fi
wait "$spid" 2>/dev/null

# 4. The grabbed process's system calls are traced.
"$TRIG/getpid_loop" 30000000 &
spid=$!
sleep 0.2
run -q -p "$spid" -n 'BEGIN { n = 0; }' \
    -n 'syscall::getpid:entry /pid == $target/ { n = n + 1; }' \
    -n 'syscall::getpid:entry /n == 1000/ { exit(0); }' \
    -n 'END { printf("%d\n", n); }'
kill "$spid" 2>/dev/null
wait "$spid" 2>/dev/null
expect_rc 0 "tracing a grabbed process"
out_is 1000 ""

# 5. Not a number.
run -p abc -n 'BEGIN { exit(0); }'
expect_rc 1 "-p abc"
err_is "dtrace: invalid pid: abc"

# 6. No such process (pids are below pid_max <= 4194304).
run -p 4194304 -n 'BEGIN { exit(0); }'
expect_rc 1 "-p of a missing process"
grep -q '^dtrace: failed to grab pid 4194304: ' "$T/err" ||
	fail "no 'failed to grab pid' message"
finish
