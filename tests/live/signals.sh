#!/bin/sh
# SIGINT and SIGTERM stop tracing like ^C (docs/options.md §6): dtrace prints
# "\n" when the signal arrives (even in quiet mode), END fires, the final "\n"
# and the aggregations follow, and the exit status is 0.  The signal is sent
# once tracing has visibly started (the 10th tick's record, or the "matched"
# message), not after a fixed sleep: a loaded machine may take longer than
# that to start dtrace.
# @@timeout: 60
. ./lib/common.sh

for sig in INT TERM; do
	# empty now: the shell truncates them only in the background child,
	# and wait_for must not see the last round's lines
	: >"$T/out"
	: >"$T/err"
	"$DTRACE" -q -n 'tick-10ms { @n = count(); }' \
	    -n 'tick-10ms /++t == 10/ { printf("ten\n"); }' \
	    -n 'END { printf("end\n"); }' </dev/null >"$T/out" 2>"$T/err" &
	dpid=$!
	wait_for has_line "$T/out" '^ten$' || fail "SIG$sig: no 10th tick"
	kill -$sig "$dpid"
	wait "$dpid"
	rc=$?
	expect_rc 0 "SIG$sig"
	# "ten", "\n" (signal), "end\n" (END), "\n" (final), the count
	if ! awk 'NR == 1 && $0 != "ten" { exit 1 }
	    NR == 2 && $0 != "" { exit 1 }
	    NR == 3 && $0 != "end" { exit 1 }
	    NR == 4 && $0 != "" { exit 1 }
	    NR == 5 && $0 !~ /^ +[0-9]+$/ { exit 1 }
	    NR == 5 { if (length($0) != 17 || $1 + 0 < 10) exit 1 }
	    END { if (NR != 5) exit 1 }' "$T/out"; then
		fail "SIG$sig: unexpected output"
	fi
	err_is
done

# Not quiet: the signal newline comes before the header, which is printed
# just before the first record (END).
: >"$T/out"
: >"$T/err"
"$DTRACE" -n 'END { printf("end"); }' </dev/null >"$T/out" 2>"$T/err" &
dpid=$!
wait_for has_line "$T/err" matched || fail "SIGINT, not quiet: no start"
kill -INT "$dpid"
wait "$dpid"
rc=$?
expect_rc 0 "SIGINT, not quiet"
cpunorm <"$T/out" >"$T/out.n"
file_is "$T/out.n" "" "$HDR" "  X      2                             :END end" ""
err_is "dtrace: description 'END ' matched 1 probe"
finish
