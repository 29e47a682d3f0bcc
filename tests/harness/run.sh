#!/bin/sh
# run.sh - the test runner behind `make check` and `make check-unit`.
# Runs, in order: the unit test binaries BUILD/tests/unit/test_* (every
# "ok NAME" / "FAIL NAME" line counts as one test), the golden D tests
# tests/d/**/{tst,err,drp}.*.d and the live scripts tests/live/*.sh.
# Prints PASS/FAIL/SKIP per test and ends with "N passed, N failed,
# N skipped"; exits 1 if anything failed.  POSIX sh; see usage() and
# STYLE.md section 7 for the naming conventions.
#
# A D test tests/d/FEATURE/NAME.d runs as `DTRACE [-x errtags] [ARGS]
# [-c TRIG/PROG] -s NAME.d` in its directory, stdin /dev/null.  tst.* must
# exit 0, err.* 1 (err.D_TAG.* must also print [D_TAG] on stderr), drp.*
# exit 0 and report a drop.  NAME.r (required) holds the expected stdout, optionally
# followed by a line "-- @@stderr --" and the expected stderr; NAME.r.p
# filters the actual output first; NAME.x skips the test (its stdout says
# why) when it exits 0.  Directives in the D file's comments:
#   @@timeout: N      seconds before SIGTERM (default 10; KILL 5 s later)
#   @@sort            compare sorted stdout and stderr (@@nosort: as-is,
#                     the default)
#   @@args: ...       more dtrace arguments, shell-quoted, before -s
#   @@trigger: PROG   run BUILD/trig/PROG [args] with -c
#   @@noroot          runs without root; --no-live runs only these
# A live script tests/live/NAME.sh gets DTRACE, BUILD and TRIG (absolute)
# in its environment; exit 0 passes, 77 skips (its last line says why);
# @@timeout: N, default 60.  Unit binaries are selected by --filter on
# their path, not on the names of the cases inside.

usage() {
	cat <<'EOF'
usage: sh tests/harness/run.sh [options]
  --build DIR      build directory (default: build)
  --dtrace PATH    dtrace binary (default: $DTRACE_BIN, else DIR/dtrace)
  --tests DIR      directory holding d/ and live/ (default: tests)
  --no-live        run only D tests marked @@noroot; no live scripts
  --filter PAT     run only tests whose path contains PAT
  -v               print commands and uncut diffs and outputs
EOF
}

build=build
dtrace=${DTRACE_BIN:-}
tests=
nolive=0
filter=
verbose=0
# need ARGC OPTION: an option that takes a value must have one.
need() {
	[ "$1" -ge 2 ] && return 0
	echo "run.sh: option '$2' needs a value" >&2
	exit 2
}

while [ $# -gt 0 ]; do
	case $1 in
	--build)	need $# "$1"; build=$2; shift ;;
	--dtrace)	need $# "$1"; dtrace=$2; shift ;;
	--tests)	need $# "$1"; tests=$2; shift ;;
	--filter)	need $# "$1"; filter=$2; shift ;;
	--no-live)	nolive=1 ;;
	-v)		verbose=1 ;;
	-h|--help)	usage; exit 0 ;;
	*)		echo "run.sh: unknown option '$1'" >&2
			usage >&2
			exit 2 ;;
	esac
	shift
done

# Absolute path of $1 relative to the directory we were started in.
abspath() {
	case $1 in
	/*)	printf '%s\n' "$1" ;;
	*)	printf '%s\n' "$PWD/$1" ;;
	esac
}

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
[ -d "$build" ] || { echo "run.sh: no build directory '$build'" >&2; exit 2; }
BUILD=$(cd "$build" && pwd)
UNITS=$BUILD/tests/unit
TESTS=$(cd "${tests:-$ROOT/tests}" 2>/dev/null && pwd) ||
	{ echo "run.sh: no test directory '$tests'" >&2; exit 2; }
[ -z "$dtrace" ] || dtrace=$(abspath "$dtrace")
# the same results whatever the caller's environment: C locale, UTC (%Y
# and %T print local time), no terminal type (aggpack's glyphs follow
# TERM unless -x encoding is given)
LC_ALL=C
TZ=UTC0
export LC_ALL TZ
unset TERM
cd "$ROOT" || exit 2

if [ "$(id -u)" = 0 ]; then isroot=1; else isroot=0; fi

W=$(mktemp -d "${TMPDIR:-/tmp}/dtrace-run.XXXXXX") || exit 2
trap 'rm -rf "$W"' EXIT
trap 'exit 130' INT TERM

# dtrace -c splits its command at blanks (as DTrace does), and a #! line
# cannot hold them: when the build directory's path has any (a clone in
# "/tmp/my dir"), the tests reach it through a link that has none.
case $BUILD in
*[[:space:]]*)
	case $W in
	*[[:space:]]*)	W2=$(mktemp -d /tmp/dtrace-run.XXXXXX) || exit 2
			trap 'rm -rf "$W" "$W2"' EXIT ;;
	*)		W2=$W ;;
	esac
	ln -s "$BUILD" "$W2/build" || exit 2
	BUILD=$W2/build ;;
esac
DTRACE=${dtrace:-$BUILD/dtrace}
TRIG=$BUILD/trig
export DTRACE BUILD TRIG

npass=0
nfail=0
nskip=0

pass() {
	npass=$((npass + 1))
	echo "PASS $1"
}

# fail LABEL REASON
fail() {
	nfail=$((nfail + 1))
	echo "FAIL $1 (reason: $2)"
}

# skip LABEL REASON
skip() {
	nskip=$((nskip + 1))
	echo "SKIP $1 ($2)"
}

# Print file $1 indented, cut to 40 lines unless -v.
show() {
	[ -s "$1" ] || return 0
	if [ $verbose = 1 ]; then
		sed 's/^/    /' "$1"
		return 0
	fi
	sed -n '1,40s/^/    /p' "$1"
	show_n=$(wc -l < "$1")
	if [ "$show_n" -gt 40 ]; then
		echo "    ... ($((show_n - 40)) more lines)"
	fi
}

# show_cmd DIR ARGV...: print the command line -v shows, quoting words
# that hold blanks.
show_cmd() {
	printf '    $ cd %s &&' "$1"
	shift
	for a in "$@"; do
		case $a in
		*[[:space:]]*|'')	printf " '%s'" "$a" ;;
		*)			printf ' %s' "$a" ;;
		esac
	done
	echo
}

# Tests are named, printed and matched by --filter by their path relative
# to the root: ${path#"$ROOT"/}.
selected() {
	[ -z "$filter" ] && return 0
	case $1 in
	*"$filter"*)	return 0 ;;
	esac
	return 1
}

# Read the @@ directives in the comments of file $1 into the variables
# d_noroot and d_sort (0 or 1), d_timeout, d_args and d_trigger (first
# "@@name: value" each, without a closing "*/").  One awk, no matter how
# many directives.
read_directives() {
	d_noroot=0 d_sort=0 d_timeout='' d_args='' d_trigger=''
	eval "$(awk -v q="'" '
		function val(name,   s) {
			s = $0
			sub(".*@@" name ":[ \t]*", "", s)
			sub(/[ \t]*\*\/.*$/, "", s)
			sub(/[ \t]+$/, "", s)
			return s
		}
		function quote(s) {
			gsub(q, q "\\" q q, s)
			return q s q
		}
		/@@noroot([^:A-Za-z0-9_-]|$)/	{ noroot = 1 }
		/@@sort([^:A-Za-z0-9_-]|$)/	{ sort = 1 }
		tmo == "" && /@@timeout:[ \t]*[0-9]/ {
			tmo = val("timeout")
			sub(/[^0-9].*$/, "", tmo)
		}
		args == "" && /@@args:/		{ args = val("args") }
		trig == "" && /@@trigger:/	{ trig = val("trigger") }
		END {
			printf "d_noroot=%d d_sort=%d d_timeout=%s d_args=%s " \
			    "d_trigger=%s\n", noroot, sort, quote(tmo),
			    quote(args), quote(trig)
		}' "$1")"
}

# Exit status $1 as text: "timed out after N s" or "exit N".
status_text() {
	case $1 in
	124|137)	echo "timed out after $2 s" ;;
	*)		echo "exit $1" ;;
	esac
}

# ---------------------------------------------------------------- unit tests

# run_unit BINARY: one PASS/FAIL line per "ok"/"FAIL" line it prints; the
# check messages before a FAIL line are shown under it.
run_unit() {
	ulab=${1#"$ROOT"/}
	ubase=${1##*/}
	[ $verbose = 1 ] && echo "    \$ $ulab"
	timeout -k 5 120 "$1" </dev/null >"$W/uout" 2>&1
	urc=$?
	: >"$W/ubuf"
	usummary=0
	ufails=0
	while IFS= read -r uline; do
		case $uline in
		"ok "*)
			pass "$ubase:${uline#ok }"
			: >"$W/ubuf" ;;
		"FAIL "*)
			fail "$ubase:${uline#FAIL }" "check failed"
			ufails=$((ufails + 1))
			show "$W/ubuf"
			: >"$W/ubuf" ;;
		"# passed "*)
			usummary=1 ;;
		*)
			printf '%s\n' "$uline" >>"$W/ubuf" ;;
		esac
	done <"$W/uout"
	if [ $usummary = 0 ] || { [ $urc != 0 ] && [ $ufails = 0 ]; }; then
		fail "$ulab" "$(status_text $urc 120), no summary line or crash"
		show "$W/ubuf"
	fi
}

for f in "$UNITS"/test_*; do
	case $f in
	*.d|*.o|*.tmp)	continue ;;
	esac
	if [ ! -f "$f" ] || [ ! -x "$f" ]; then
		continue
	fi
	selected "${f#"$ROOT"/}" || continue
	run_unit "$f"
done

# ------------------------------------------------------------------ D tests

# Split NAME.r ($1) into $W/exp.out and $W/exp.err; sets has_err.
split_expected() {
	has_err=0
	grep -qx -- '-- @@stderr --' "$1" && has_err=1
	awk -v out="$W/exp.out" -v err="$W/exp.err" '
		BEGIN { f = out; printf "" > out; printf "" > err }
		$0 == "-- @@stderr --" && f == out { f = err; next }
		{ print > f }' "$1"
}

# filter_output RAW DEST: apply NAME.r.p ($rp, if any) and @@sort.
filter_output() {
	if [ -n "$rp" ]; then
		if [ -x "$rp" ]; then
			(cd "$tdir" && "$rp") <"$1" >"$W/filt" 2>&1
		else
			(cd "$tdir" && sh "$rp") <"$1" >"$W/filt" 2>&1
		fi
	else
		awk '{ print }' "$1" >"$W/filt"
	fi
	if [ "$dosort" = 1 ]; then
		sort "$W/filt" >"$2"
	else
		cp "$W/filt" "$2"
	fi
}

# Compare actual output with NAME.r ($1); returns 1 and leaves a diff in
# $W/diff if they differ.
compare_output() {
	split_expected "$1"
	filter_output "$W/out" "$W/act"
	if [ "$dosort" = 1 ]; then
		sort "$W/exp.out" >"$W/exp"
	else
		cp "$W/exp.out" "$W/exp"
	fi
	if [ $has_err = 1 ]; then
		filter_output "$W/err" "$W/act.err"
		echo '-- @@stderr --' >>"$W/act"
		cat "$W/act.err" >>"$W/act"
		echo '-- @@stderr --' >>"$W/exp"
		if [ "$dosort" = 1 ]; then
			sort "$W/exp.err" >>"$W/exp"
		else
			cat "$W/exp.err" >>"$W/exp"
		fi
	fi
	diff -u -L "${1#"$ROOT"/}" -L actual "$W/exp" "$W/act" >"$W/diff"
}

# run_d FILE: one golden D test.
run_d() {
	tfile=$1
	tlab=${tfile#"$ROOT"/}
	tdir=${tfile%/*}
	tname=${tfile##*/}
	tbase=${tname%.d}
	tag=
	case $tname in
	tst.*)	want=0 ;;
	drp.*)	want=0 ;;
	err.D_*.*.d)
		want=1
		tag=${tname#err.}
		tag=${tag%%.*} ;;
	err.*)	want=1 ;;
	*)	return 0 ;;
	esac
	selected "$tlab" || return 0
	# a test that checks only the exit status could pass while wrong
	if [ ! -f "$tdir/$tbase.r" ]; then
		fail "$tlab" "no expected output file $tbase.r"
		return 0
	fi

	read_directives "$tfile"
	if [ "$d_noroot" = 0 ]; then
		if [ $nolive = 1 ]; then
			skip "$tlab" "live test, --no-live"
			return 0
		elif [ $isroot = 0 ]; then
			skip "$tlab" "needs root"
			return 0
		fi
	fi
	if [ -f "$tdir/$tbase.x" ]; then
		if (cd "$tdir" && sh "./$tbase.x") </dev/null >"$W/x" \
		    2>/dev/null; then
			why=$(tr '\n' ' ' <"$W/x" | sed 's/ *$//')
			skip "$tlab" "${why:-skipped by $tbase.x}"
			return 0
		fi
	fi
	if [ ! -x "$DTRACE" ]; then
		fail "$tlab" "no dtrace binary at $DTRACE"
		return 0
	fi

	tmo=${d_timeout:-10}
	dosort=$d_sort
	rp=
	[ -f "$tdir/$tbase.r.p" ] && rp=$tdir/$tbase.r.p

	set --
	[ -n "$tag" ] && set -- -x errtags
	[ -n "$d_args" ] && eval "set -- \"\$@\" $d_args"
	trig=$d_trigger
	if [ -n "$trig" ]; then
		if [ ! -x "$TRIG/${trig%% *}" ]; then
			fail "$tlab" "no trigger $TRIG/${trig%% *}"
			return 0
		fi
		set -- "$@" -c "$TRIG/$trig"
	fi
	set -- "$@" -s "$tname"

	if [ $verbose = 1 ]; then
		show_cmd "${tdir#"$ROOT"/}" "${DTRACE#"$ROOT"/}" "$@"
	fi
	(cd "$tdir" && exec timeout -k 5 "$tmo" "$DTRACE" "$@") \
	    </dev/null >"$W/out" 2>"$W/err"
	trc=$?

	why=
	status_bad=0
	if [ $trc != "$want" ]; then
		why="$(status_text $trc "$tmo"), expected $want"
	fi
	if [ -n "$tag" ] && ! grep -qF "[$tag]" "$W/err"; then
		why="${why:+$why; }no [$tag] in stderr"
	fi
	[ -n "$why" ] && status_bad=1
	case $tname in
	drp.*)
		if ! grep -Eq '^dtrace: [0-9]+ .*drop' "$W/err"; then
			why="${why:+$why; }no drop reported"
			status_bad=1
		fi ;;
	esac
	differs=0
	has_err=0
	if ! compare_output "$tdir/$tbase.r"; then
		differs=1
		why="${why:+$why; }output differs"
	fi

	if [ -z "$why" ]; then
		pass "$tlab"
		return 0
	fi
	fail "$tlab" "$why"
	[ $differs = 1 ] && show "$W/diff"
	# stderr helps with a wrong status, unless the diff already has it
	if [ $status_bad = 1 ] && { [ $differs = 0 ] || [ $has_err = 0 ]; }
	then
		show "$W/err"
	fi
}

if [ -d "$TESTS/d" ]; then
	find "$TESTS/d" -type f -name '*.d' | sort >"$W/dlist"
	while IFS= read -r f; do
		run_d "$f"
	done <"$W/dlist"
fi

# --------------------------------------------------------------- live tests

# run_live SCRIPT: exit 0 passes, 77 skips (last line is the reason).
run_live() {
	llab=${1#"$ROOT"/}
	selected "$llab" || return 0
	if [ $nolive = 1 ]; then
		skip "$llab" "live test, --no-live"
		return 0
	elif [ $isroot = 0 ]; then
		skip "$llab" "needs root"
		return 0
	fi
	read_directives "$1"
	lmo=${d_timeout:-60}
	lsh='sh'
	[ -x "$1" ] && lsh=
	[ $verbose = 1 ] && echo "    \$ ${lsh:+$lsh }$llab"
	(cd "${1%/*}" && exec timeout -k 5 "$lmo" $lsh "$1") \
	    </dev/null >"$W/out" 2>"$W/err"
	lrc=$?
	case $lrc in
	0)
		pass "$llab" ;;
	77)
		why=$(sed -n '$p' "$W/out")
		[ -n "$why" ] || why=$(sed -n '$p' "$W/err")
		skip "$llab" "${why:-skipped}" ;;
	*)
		fail "$llab" "$(status_text $lrc "$lmo"), expected 0"
		cat "$W/out" "$W/err" >"$W/both"
		show "$W/both" ;;
	esac
}

for f in "$TESTS"/live/*.sh; do
	[ -f "$f" ] || continue
	run_live "$f"
done

echo "$npass passed, $nfail failed, $nskip skipped"
[ $nfail = 0 ]
