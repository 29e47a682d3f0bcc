# common.sh - helpers sourced by the live tests in tests/live/*.sh (this
# directory is not scanned by the runner).  The runner gives DTRACE, BUILD
# and TRIG in the environment and runs each script in tests/live/.
#
#   run ARGS...        run $DTRACE ARGS with stdin /dev/null; stdout in
#                      $T/out, stderr in $T/err, exit status in $rc
#   expect_rc N        fail unless $rc is N
#   out_is LINE...     fail unless $T/out holds exactly these lines
#   err_is LINE...     the same for $T/err (no arguments: empty)
#   file_is F LINE...  the same for file F
#   fail MSG           report a failed check (with dtrace's output) and go
#                      on; finish exits 1 if any check failed
#   die MSG            fail and stop now;  skip MSG: exit 77
#   wait_for CMD...    retry CMD until it succeeds (at most 30 s)
#   has_line F RE      F has a line matching RE (grep -q), for wait_for:
#                      dtrace flushes its output after each record batch,
#                      so a line from BEGIN in $T/out (or "matched" on
#                      stderr) says that tracing has started
# Each failure prints what was expected and what dtrace printed.

set -u
[ -n "${DTRACE:-}" ] && [ -x "$DTRACE" ] || { echo "no DTRACE" >&2; exit 1; }
T=$(mktemp -d "${TMPDIR:-/tmp}/dtrace-live.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT
HDR='CPU     ID                    FUNCTION:NAME'
LHDR='   ID   PROVIDER            MODULE                          FUNCTION NAME'
rc=0
nfail=0

fail() {
	nfail=$((nfail + 1))
	echo "FAIL: $*"
	for f in out err; do
		if [ -s "$T/$f" ]; then
			echo "--- dtrace std$f:"
			sed -n '1,30p' "$T/$f"
		fi
	done
}

die() {
	fail "$@"
	exit 1
}

finish() {
	[ "$nfail" = 0 ] && exit 0
	echo "$nfail check(s) failed"
	exit 1
}

skip() {
	echo "$*"
	exit 77
}

run() {
	"$DTRACE" "$@" </dev/null >"$T/out" 2>"$T/err"
	rc=$?
}

expect_rc() {
	[ "$rc" = "$1" ] || fail "exit status $rc, expected $1 (${2:-})"
}

# file_is FILE LINE...: FILE must hold exactly the LINEs.
file_is() {
	_f=$1
	shift
	: >"$T/exp"
	for _l in "$@"; do
		printf '%s\n' "$_l" >>"$T/exp"
	done
	if ! cmp -s "$T/exp" "$_f"; then
		nfail=$((nfail + 1))
		echo "FAIL: ${_f##*/} differs"
		diff -u "$T/exp" "$_f" | sed -n '3,40p'
	fi
}

out_is() {
	file_is "$T/out" "$@"
}

err_is() {
	file_is "$T/err" "$@"
}

# Normalize the CPU column of record lines (see tests/harness/norm).
cpunorm() {
	sh "$(dirname "$0")/../harness/norm/norm.sh" cpu
}

has_line() {
	grep -q -- "$2" "$1" 2>/dev/null
}

# wait_for CMD...: retry CMD every 0.1 s until it succeeds, for up to
# 30 s (a loaded machine can take seconds to start dtrace).
wait_for() {
	i=0
	while ! "$@"; do
		i=$((i + 1))
		[ $i -ge 300 ] && return 1
		sleep 0.1
	done
	return 0
}
