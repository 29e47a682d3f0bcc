#!/bin/sh
# dwatch (tools/dwatch) on our dtrace: the generated D (-d), compile-only
# (-e), the event line format, bare syscall names (execve), the filters
# (-k -p -u -g -t -j -r -z), -B, -N, -T, -o, -O, -x, -F, -R, -l, -Q, -V, and
# every profile against a small workload that makes its events.
# @@timeout: 400
. ./lib/common.sh

ROOT=$(cd ../.. && pwd)
DW=$ROOT/tools/dwatch
export DWATCH_DTRACE="$DTRACE"
# a date/time, uid.gid, execname[pid]: at the start of each event line
EV='^[0-9]{4} [A-Z][a-z]{2} +[0-9]+ [0-9]{2}:[0-9]{2}:[0-9]{2} [0-9]+\.[0-9]+ '

# dw WORK ARGS...: run dwatch ARGS while the shell command WORK runs every
# 0.2 s, until dwatch exits (25 s at most).  stdout in $T/out, stderr in
# $T/err, exit status in $rc.
dw() {
	_work=$1
	shift
	[ -n "${DW_VERBOSE:-}" ] && echo "$(date +%T) dwatch $*" >&2
	timeout 25 sh "$DW" "$@" >"$T/out" 2>"$T/err" &
	_wp=$!
	_n=0
	while kill -0 "$_wp" 2>/dev/null && [ $_n -lt 200 ]; do
		(cd "$T" && sh -c "$_work") >/dev/null 2>&1
		sleep 0.2
		_n=$((_n + 1))
	done
	wait "$_wp"
	rc=$?
}

# has RE [WHAT]: some line of $T/out matches the extended RE.
has() {
	grep -Eq -- "$1" "$T/out" || fail "no line matching '$1' ${2:-}"
}

# lines N: $T/out has exactly N lines.
lines() {
	_l=$(wc -l <"$T/out")
	[ "$_l" = "$1" ] || fail "$_l lines of output, expected $1"
}

echo "dwatch-test-content" >"$T/dwfile.txt"
# the workload's programs under names of their own, so that other users of
# this machine running cat, true or sleep are not watched as well
cp /bin/cat "$T/dwcat"
cp /bin/true "$T/dwtrue"
cp /bin/sleep "$T/dwsleep"

# -d: the D program on stdout, nothing run
sh "$DW" -d -k dwcat execve >"$T/out" 2>"$T/err"
rc=$?
expect_rc 0 "-d"
has '^#pragma D option quiet$'
has '^syscall::execve:entry$'
has '^syscall::execve:return$'
has 'execname == "dwcat"'

# -e: compile only; a bad -E is dtrace's compile error
sh "$DW" -q -e -X open >"$T/out" 2>"$T/err"
rc=$?
expect_rc 0 "-e -X open"
sh "$DW" -e -E 'printf("%d", nosuch)' execve >"$T/out" 2>"$T/err"
rc=$?
expect_rc 1 "-e with an undefined variable"
grep -q 'nosuch' "$T/err" || fail "-e: no compile error naming nosuch"

# a bare name is the system call's entry; execve prints the new command
# line under the caller's name; INFO names the probe on stderr
dw "$T/dwtrue dwatch-exec-marker" -k dwtrue -N 1 execve
expect_rc 0 "execve"
lines 1
has "${EV}sh\[[0-9]+\]: $T/dwtrue dwatch-exec-marker$"
grep -q "^INFO Watching 'syscall::execve:entry' \.\.\.$" "$T/err" ||
	fail "no INFO Watching line"

# -B: at most that many words of the command line
dw "$T/dwtrue a b c d" -B 2 -k dwtrue -N 1 execve
has "\]: $T/dwtrue a \.\.\.$" "(-B 2)"

# -X open with -k and -r: the file cat opens; -N 1 stops after it
dw './dwcat dwfile.txt' -k dwcat -N 1 -r dwfile -X open
expect_rc 0 "-X open"
lines 1
has "${EV}dwcat\[[0-9]+\]: dwfile\.txt$"

# -N counts events and stops
dw 'true' -N 3 -X sched
expect_rc 0 "-N 3 -X sched"
lines 3
has "${EV}.*\[[0-9]+\]: (on-cpu|off-cpu|sleep|wakeup) cpu [0-9]+$"

# -T: stops after the time even without events
start=$(date +%s)
dw 'true' -T 2 -k no-such-program execve
end=$(date +%s)
expect_rc 0 "-T 2"
lines 0
[ $((end - start)) -le 20 ] || fail "-T 2 took $((end - start)) s"

# -p pid, -t test, -E details
# (a shell whose kill builtin probes the sleeper every 0.1 s)
"$TRIG/sleeper" 60000 >/dev/null 2>&1 &
sl=$!
sh -c "while kill -0 $sl; do sleep 0.1; done" >/dev/null 2>&1 &
actor=$!
dw 'true' -p "1|$actor" -N 1 -t "arg0 == $sl" \
    -E 'printf("kill %d %d", (int)arg0, arg1)' kill
expect_rc 0 "-p -t -E kill"
has "${EV}sh\[$actor\]: kill $sl 0$"

# -X kill and -X proc-signal: a signal to the sleeper
kill "$actor"
dw "kill -CONT $sl" -N 1 -t "this->target == $sl && this->sig == 18" -X kill
has "\[[0-9]+\]: signal 18 to pid $sl$" "(-X kill)"
"$TRIG/sleeper" 60000 >/dev/null 2>&1 &
sl2=$!
dw "kill -CONT $sl2" -N 1 -t "args[1]->pr_pid == $sl2" -X proc-signal
has "\[[0-9]+\]: signal 18 to pid $sl2 " "(-X proc-signal)"
kill -9 "$sl" "$sl2" "$actor" 2>/dev/null

# -u and -g by name, -z on execname, -o to a file
dw "$T/dwtrue dwatch-ug" -u root -g root -z '^dwtr' -N 1 -o "$T/log" \
    -X proc-exec
expect_rc 0 "-u -g -z -o"
lines 0
grep -Eq "${EV}dwtrue\[[0-9]+\]: $T/dwtrue dwatch-ug$" "$T/log" ||
	fail "-o file lacks the event"

# -O: a command per event with TAG and DETAILS
dw "$T/dwtrue dwatch-cmd" -k dwtrue -N 1 -O "printf '%s|%s\n' \"\$TAG\" \"\$DETAILS\" >>$T/cmd" \
    -X proc-exec
grep -Eq "dwtrue\[[0-9]+\]\|$T/dwtrue dwatch-cmd$" "$T/cmd" ||
	fail "-O: TAG/DETAILS not as expected: $(cat "$T/cmd" 2>&1)"

# -x prints the probe ID first; -F the probe traversal
dw './dwcat dwfile.txt' -x -k dwcat -N 1 syscall::openat:entry
has "^<[0-9]+>[0-9]{4} " "(-x)"
dw './dwcat dwfile.txt' -F -k dwcat -N 2 'syscall::openat:entry,syscall::openat:return'
has "\]: -> syscall:vmlinux:openat:entry$" "(-F entry)"
has "\]: <- syscall:vmlinux:openat:return$" "(-F return)"

# -R: the event, then three ancestors and the process itself
dw "$T/dwtrue dwatch-tree" -R -k dwtrue -N 1 -X proc-exec
has '^ -\+= [0-9]+ [0-9]+\.[0-9]+ ' "(-R ancestor)"
has "^      \\\\-\\+= [0-9]+ 0\\.0 $T/dwtrue dwatch-tree\$" "(-R self)"

# -j: 0 is the host's PID namespace; a name is refused
dw "$T/dwtrue dwatch-jail" -j 0 -k dwtrue -N 1 execve
has "$T/dwtrue dwatch-jail$" "(-j 0)"
sh "$DW" -j myjail execve >"$T/out" 2>"$T/err"
rc=$?
expect_rc 1 "-j name"
grep -q 'PID namespace' "$T/err" || fail "-j name: no reason given"

# -l, -l -P, -Q, -V
sh "$DW" -l -r '^syscall:vmlinux:execve:' >"$T/out" 2>"$T/err"
has '^syscall:vmlinux:execve:entry$' "(-l)"
sh "$DW" -l -q -P >"$T/out" 2>"$T/err"
has '^syscall$' "(-l -P)"
grep -q PROVIDER "$T/out" && fail "-l -q printed a header"
sh "$DW" -Q >"$T/out" 2>"$T/err"
has '^open +paths given to open' "(-Q)"
sh "$DW" -1 -Q -r '^proc' >"$T/out" 2>"$T/err"
has '^proc-exec$' "(-1 -Q -r)"
sh "$DW" -V >"$T/out" 2>"$T/err"
has '^dwatch: [0-9]' "(-V)"

# the profiles, each against a workload of its own
dw 'chmod 640 dwfile.txt' -k chmod -N 1 -r dwfile -X chmod
has "\[[0-9]+\]: 0640 dwfile\.txt$" "(-X chmod)"
dw './dwcat dwfile.txt' -k dwcat -N 1 -r dwatch-test -X read
has "\[[0-9]+\]: fd [0-9]+ .*dwfile\.txt 20 bytes \"dwatch-test-content" "(-X read)"
dw './dwcat dwfile.txt >/dev/null' -k dwcat -N 1 -r dwatch-test -X write
has "\[[0-9]+\]: fd 1 /dev/null 20 bytes \"dwatch-test-content" "(-X write)"
dw './dwcat dwfile.txt >/dev/null' -k dwcat -N 1 -r 'write fd.*dwatch-test' -X rw
has "\[[0-9]+\]: write fd 1 /dev/null 20 bytes" "(-X rw)"
dw './dwcat no-such-file' -k dwcat -N 1 -r 'openat' -X errno
has "\[[0-9]+\]: openat returned errno 2$" "(-X errno)"
dw './dwsleep 0.25' -k dwsleep -N 1 -X nanosleep
has "\[[0-9]+\]: 0\.250000000 seconds$" "(-X nanosleep)"
dw "$T/dwtrue dwatch-proc" -k dwtrue -N 2 -X proc
has "\[[0-9]+\]: exec-success $T/dwtrue dwatch-proc$" "(-X proc exec)"
has "\[[0-9]+\]: exit $T/dwtrue dwatch-proc$" "(-X proc exit)"
dw "$T/dwtrue dwatch-exit" -k dwtrue -N 1 -X proc-exit
has "\[[0-9]+\]: exit $T/dwtrue dwatch-exit$" "(-X proc-exit)"
dw "$TRIG/net tcp" -k net -N 1 -r 'send .* 5 bytes' -X tcp
has "\[[0-9]+\]: send 127\.0\.0\.1:[0-9]+ -> 127\.0\.0\.1:[0-9]+ 5 bytes$" "(-X tcp)"
dw "$TRIG/net udp" -k net -N 1 -r send -X udp
has "\[[0-9]+\]: send 127\.0\.0\.1:[0-9]+ -> 127\.0\.0\.1:[0-9]+ 15 bytes$" "(-X udp)"
dw "$TRIG/net udp" -k net -N 1 -r send -X ip
has "\[[0-9]+\]: send IPv4 127\.0\.0\.1 -> 127\.0\.0\.1 [0-9]+ bytes$" "(-X ip)"
dw 'true' -T 2 -X systop
has '^ +PID EXECNAME +SYSCALL +COUNT$' "(-X systop)"
# io: block I/O may not happen on this machine's file systems; the
# program must load and run
dw "dd if=/dev/zero of=dwio bs=4k count=4 oflag=direct" -T 2 -X io
expect_rc 0 "-X io"

finish
