#!/bin/sh
# Destructive and output actions against a trigger (build/trig/actions):
# raise() signals the traced thread (the trigger counts its SIGUSR1s),
# stop() stops the process until SIGCONT, copyout() writes into the
# trigger's buffer (or, where the kernel refuses bpf_probe_write_user,
# dtrace says so clearly), system() output lands in order in a file, -o
# appends, freopen() and ftruncate() act on the output file.
# @@timeout: 90
. ./lib/common.sh

ACT=$TRIG/actions
SEL='syscall::write:entry /pid == $target && (int)arg0 == -1/'

# raise(): one SIGUSR1 per write(-1, ...) of the trigger, 7 of them
run -wq -n "$SEL { raise(SIGUSR1); }" -c "$ACT raise 7"
expect_rc 0 "raise"
out_is "signals 7" ""
err_is

# raise() and stop() under if/else, in a clause that records nothing
run -wq -n "$SEL { if (arg2 == 1) { raise(SIGUSR1); } else { stop(); } }" \
    -c "$ACT raise 4"
expect_rc 0 "raise under if"
out_is "signals 4" ""
err_is

# raise() with a bad signal number is an illegal operation
run -wq -n "$SEL { raise(0); }" -c "$ACT raise 1"
expect_rc 0 "raise(0)"
out_is "signals 0" ""
grep -q "illegal operation in action #1" "$T/err" ||
	fail "raise(0): no illegal operation error"

# stop(): the trigger stops in its write; dtrace sees it in state T,
# then SIGCONT lets it finish
: >"$T/out"
"$DTRACE" -wq -n "$SEL { stop(); printf(\"stopped %d\\n\", pid); }" \
    -c "$ACT stop" </dev/null >"$T/out" 2>"$T/err" &
dpid=$!
tpid=
i=0
while [ $i -lt 100 ]; do
	tpid=$(sed -n 's/^stopped \([0-9]*\)$/\1/p' "$T/out")
	[ -n "$tpid" ] && break
	sleep 0.1
	i=$((i + 1))
done
if [ -z "$tpid" ]; then
	fail "stop(): the clause never fired"
	kill "$dpid" 2>/dev/null
else
	state=
	i=0
	while [ $i -lt 50 ]; do
		state=$(sed 's/^[0-9]* (.*) \(.\).*/\1/' "/proc/$tpid/stat" \
		    2>/dev/null)
		[ "$state" = T ] && break
		sleep 0.1
		i=$((i + 1))
	done
	[ "$state" = T ] || fail "stop(): target state '$state', expected T"
	# still stopped a while later: nothing but SIGCONT resumes it
	sleep 0.3
	grep -q resumed "$T/out" && fail "stop(): target ran on"
	kill -CONT "$tpid"
fi
wait "$dpid"
rc=$?
expect_rc 0 "stop"
out_is "stopped $tpid" "resumed" ""

# copyout()/copyoutstr(): into the trigger's 16-byte buffer
run -wq -n "$SEL { copyoutstr(\"hello\", arg1, 6); copyout(copyin(arg1, 2), arg1 + 8, 2); }" \
    -c "$ACT copyout"
if [ "$rc" = 0 ]; then
	out_is "hello" ""
	err_is
else
	expect_rc 1 "copyout refused"
	grep -q "could not enable tracing: copyout( ) and copyoutstr( ) are not available: this kernel does not let BPF programs of this type write user memory" "$T/err" ||
		fail "copyout: no clear message for the refused helper"
fi

# system(): flushed output first, then the command's, in order, even when
# stdout is a file
"$DTRACE" -wq -n 'BEGIN { printf("one\n"); system("echo two"); printf("three\n"); exit(0); }' \
    </dev/null >"$T/sys" 2>"$T/err"
rc=$?
expect_rc 0 "system"
file_is "$T/sys" "one" "two" "three" ""

# the command gets SIGPIPE back (dtrace ignores it): yes stops quietly
"$DTRACE" -wq -n 'BEGIN { system("yes | head -1"); exit(0); }' \
    </dev/null >"$T/out" 2>"$T/err"
rc=$?
expect_rc 0 "system, SIGPIPE"
out_is "y" ""
err_is

# -o appends to the file
printf 'old\n' >"$T/o"
run -q -o "$T/o" -n 'BEGIN { printf("new\n"); exit(0); }'
expect_rc 0 "-o"
out_is
file_is "$T/o" "old" "new" ""

# freopen(): into a file (appended to), back to -o's file with freopen("")
printf 'keep\n' >"$T/f"
: >"$T/o"
run -wq -o "$T/o" -n "BEGIN { printf(\"a\\n\"); freopen(\"$T/%s\", \"f\"); printf(\"b\\n\"); freopen(\"\"); printf(\"c\\n\"); exit(0); }"
expect_rc 0 "freopen"
file_is "$T/o" "a" "c" ""
file_is "$T/f" "keep" "b"

# ftruncate(): empties the output file where the record is consumed
printf 'old\n' >"$T/o"
run -q -o "$T/o" -n 'BEGIN { printf("gone\n"); ftruncate(); printf("kept\n"); exit(0); }'
expect_rc 0 "ftruncate"
file_is "$T/o" "kept" ""

finish
