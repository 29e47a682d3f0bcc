#!/bin/sh
# The Linux-adapted seed tools (shared/seed-examples/INDEX.md, seed digest
# section K) in tests/live/seeds/: execsnoop, newproc, pidspersec, kill.d,
# cpudist, cswstat, cpuwalk, tcpstate, tcpconn, udptrack and the block
# I/O latency quantize, each run with a trigger; the checks look at the
# values the trigger makes certain (pids, signals, ports, counts).
# @@timeout: 120
. ./lib/common.sh

S=./seeds

# execsnoop: the exec of /bin/true, child of the target
run -s $S/execsnoop.d -c "$TRIG/procs exec"
expect_rc 0 execsnoop
awk 'NR == 1 { if ($0 != "  UID    PID   PPID COMM") exit 1; next }
    $4 == "procs" { p = $2 } $4 == "true" { t = $3 }
    END { exit !(p != "" && t == p) }' "$T/out" ||
	fail "execsnoop: no exec of true by the target"

# newproc: the path as passed to exec and the new image's name
run -s $S/newproc.d -c "$TRIG/procs exec"
expect_rc 0 newproc
grep -Eq '^[0-9]+ /bin/true true$' "$T/out" || fail "newproc: /bin/true"

# pidspersec: 20 forks in the first interval(s), made once its header
# (BEGIN) says that tracing has started
: >"$T/out"
: >"$T/err"
"$DTRACE" -s $S/pidspersec.d -n 'tick-1s /i++ == 1/ { exit(0); }' \
    </dev/null >"$T/out" 2>"$T/err" &
dpid=$!
wait_for has_line "$T/out" '^TIME' && "$TRIG/procs" fork 20
wait "$dpid"
rc=$?
expect_rc 0 pidspersec
awk 'NR == 1 { if ($1 != "TIME" || $2 != "PIDS/s") exit 1; next }
    NF == 5 { n += $5; lines++ } END { exit !(lines == 2 && n >= 20) }' \
    "$T/out" || fail "pidspersec: expected 2 intervals with >= 20 pids"

# kill.d: the target kills its child with SIGKILL
run -s $S/kill.d -c "$TRIG/procs kill"
expect_rc 0 kill
awk '$2 == "procs" && $3 == 9 && $5 == 0 { k = $1 " " $4 }
    $1 == "posted" && $2 == 9 { s = $4 " " $6 }
    END { exit !(k != "" && k == s) }' "$T/out" ||
	fail "kill.d: SIGKILL from the target to its child"

# cpudist: both distributions
run -s $S/cpudist.d
expect_rc 0 cpudist
grep -q '^  process' "$T/out" && grep -q 'Distribution' "$T/out" ||
	fail "cpudist: no process distribution"

# cswstat: two intervals with switches
run -s $S/cswstat.d
expect_rc 0 cswstat
awk 'NR > 1 && NF == 7 && $5 > 0 { n++ } END { exit n != 2 }' "$T/out" ||
	fail "cswstat: two intervals with switches"

# cpuwalk: the target's threads on CPUs
run -s $S/cpuwalk.d -c "$TRIG/threads 4 1000"
expect_rc 0 cpuwalk
grep -q 'CMD: threads' "$T/out" && grep -q 'Distribution' "$T/out" ||
	fail "cpuwalk: no distribution for the target"

# tcpstate: the listener, client and accepted socket transitions
run -s $S/tcpstate.d -c "$TRIG/net tcp"
expect_rc 0 tcpstate
for tr in "7 -> 10" "7 -> 2" "2 -> 1" "10 -> 3" "3 -> 1" "1 -> 4" \
    "1 -> 8" "10 -> 7"; do
	grep -q " net  *[0-9]* *[0-9]* $tr\$" "$T/out" ||
		fail "tcpstate: no $tr"
done

# tcpconn: one accepted and one connected on the same port, one refused
run -s $S/tcpconn.d -c "$TRIG/net all"
expect_rc 0 tcpconn
awk '$1 == "accept" && $3 == 1 { a = $2 } $1 == "connect" && $3 == 1 {
    c = $2 } $1 == "refused" && $3 == 1 { r = 1 }
    END { exit !(a != "" && a == c && r) }' "$T/out" ||
	fail "tcpconn: accept/connect/refused"

# udptrack: the 7-byte datagram both ways
run -s $S/udptrack.d -c "$TRIG/net udp"
expect_rc 0 udptrack
awk '$1 == "send" && $3 == 1 && $4 == 7 { s = $2 }
    $1 == "receive" && $3 == 1 && $4 == 7 { r = $2 }
    END { exit !(s != "" && s == r) }' "$T/out" ||
	fail "udptrack: datagram send/receive"

# block I/O latency: 16 direct I/Os (8 written, 8 read) in the build
# directory's file system
run -s $S/iolatency.d -c "$TRIG/diskio 8 $BUILD/seeds-diskio.tmp"
expect_rc 0 iolatency
awk '/block I\/O latency/ { h = 1 } /^ +[0-9]+ \|/ { n += $3 }
    END { exit !(h && n >= 16) }' "$T/out" ||
	fail "iolatency: distribution of >= 16 I/Os"

finish
