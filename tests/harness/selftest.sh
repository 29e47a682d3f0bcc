#!/bin/sh
# selftest.sh - tests of the test runner run.sh.  Runs it on the fixture
# tree tests/harness/selftest/ (D tests and live scripts with known
# outcomes) with a fake dtrace (selftest/fake-dtrace.sh) and fake unit
# test binaries made here, so it needs neither a build nor root.  Checks
# every PASS/FAIL/SKIP line, the reasons and the final counts.
# Usage: sh tests/harness/selftest.sh [-v]; exits 1 if a check fails.

here=$(cd "$(dirname "$0")" && pwd)
S=tests/harness/selftest
verbose=0
[ "${1:-}" = -v ] && verbose=1

T=$(mktemp -d "${TMPDIR:-/tmp}/dtrace-selftest.XXXXXX") || exit 2
trap 'rm -rf "$T"' EXIT
trap 'exit 130' INT TERM

# A build directory without dtrace, with fake unit tests and a trigger.
B=$T/build
mkdir -p "$B/tests/unit" "$B/trig" "$T/bin"
cp "$here/selftest/fake-dtrace.sh" "$T/bin/dtrace"
chmod +x "$T/bin/dtrace"
printf '#!/bin/sh\nexit 0\n' >"$B/trig/sleeper"
cat >"$B/tests/unit/test_good" <<'EOF'
#!/bin/sh
echo "ok alpha"
echo "ok beta"
echo "# passed 2 failed 0"
EOF
cat >"$B/tests/unit/test_mixed" <<'EOF'
#!/bin/sh
echo "ok one"
echo "  test_mixed.c:12: two: x == 1, expected 2"
echo "FAIL two"
echo "# passed 1 failed 1"
exit 1
EOF
cat >"$B/tests/unit/test_crash" <<'EOF'
#!/bin/sh
echo "ok first"
kill -SEGV $$
EOF
echo "a dependency file, not a test" >"$B/tests/unit/test_good.d"
chmod +x "$B/tests/unit/test_good" "$B/tests/unit/test_mixed" \
    "$B/tests/unit/test_crash" "$B/trig/sleeper"

# Expected lines.  Column 1: "any" always, "live" only when live tests
# run (root, no --no-live), else the test is a SKIP.
cat >"$T/expect" <<EOF
any	PASS	test_good:alpha
any	PASS	test_good:beta
any	PASS	test_mixed:one
any	FAIL	test_mixed:two
any	PASS	test_crash:first
any	FAIL	$B/tests/unit/test_crash
any	PASS	$S/d/directives/tst.args.d
live	PASS	$S/d/directives/tst.live.d
any	PASS	$S/d/directives/tst.notskipped.d
any	SKIP	$S/d/directives/tst.skipped.d
any	FAIL	$S/d/directives/tst.timeout.d
any	FAIL	$S/d/output/tst.differ.d
any	PASS	$S/d/output/tst.filter.d
any	PASS	$S/d/output/tst.match.d
any	PASS	$S/d/output/tst.sort.d
any	PASS	$S/d/output/tst.stderr.d
any	PASS	$S/d/status/drp.drops.d
any	FAIL	$S/d/status/drp.nodrops.d
any	PASS	$S/d/status/err.D_SYNTAX.tagged.d
any	FAIL	$S/d/status/err.D_SYNTAX.wrongtag.d
any	PASS	$S/d/status/err.exit1.d
any	PASS	$S/d/status/tst.exit0.d
any	FAIL	$S/d/status/tst.exit3.d
live	FAIL	$S/live/fail.sh
live	PASS	$S/live/pass.sh
live	SKIP	$S/live/skip.sh
EOF

n=0
bad=0

# check DESCRIPTION COMMAND...: one numbered result line.
check() {
	n=$((n + 1))
	desc=$1
	shift
	if "$@"; then
		echo "ok $n - $desc"
	else
		echo "not ok $n - $desc"
		bad=$((bad + 1))
	fi
}

# runner OUTFILE ARGS...: run run.sh, keep its output and exit status.
runner() {
	rout=$1
	shift
	sh "$here/run.sh" --build "$B" --tests "$here/selftest" "$@" \
	    >"$rout" 2>&1
	rrc=$?
	[ $verbose = 1 ] && sed 's/^/  | /' "$rout"
	return 0
}

# expect_lines OUTFILE LIVE: the result lines are exactly the list, with
# "live" entries as SKIP unless LIVE is 1, and the summary matches.
expect_lines() {
	awk -v live="$2" -F '\t' '
		NR == FNR {
			st = ($1 == "live" && live != 1) ? "SKIP" : $2
			want[st " " $3] = 1
			nwant++
			cnt[st]++
			next
		}
		/^(PASS|FAIL|SKIP) / {
			key = $1 " " $2
			sub(/ \(.*$/, "", key)
			if (!(key in want) || seen[key]++) {
				print "unexpected: " $0; bad = 1
			}
			ngot++
		}
		/ passed, / { summary = $0; nsum++ }
		END {
			for (k in want)
				if (!(k in seen)) {
					print "missing: " k
					bad = 1
				}
			s = sprintf("%d passed, %d failed, %d skipped",
			    cnt["PASS"], cnt["FAIL"], cnt["SKIP"])
			if (summary != s || nsum != 1) {
				print "summary: \"" summary "\", want \"" s "\""
				bad = 1
			}
			exit bad
		}' "$T/expect" FS=' ' "$1"
}

# has OUTFILE TEXT: a line of OUTFILE contains TEXT.
has() {
	grep -qF -- "$2" "$1"
}

last_is() {
	[ "$(sed -n '$p' "$1")" = "$2" ]
}

if [ "$(id -u)" = 0 ]; then isroot=1; else isroot=0; fi

# 1. Everything, binary from --dtrace.
runner "$T/all" --dtrace "$T/bin/dtrace"
check "full run: every line and the counts" expect_lines "$T/all" $isroot
check "full run: exit status 1" [ $rrc = 1 ]
check "exit status reason" has "$T/all" \
    "FAIL $S/d/status/tst.exit3.d (reason: exit 3, expected 0)"
check "timeout reason" has "$T/all" \
    "tst.timeout.d (reason: timed out after 1 s, expected 0)"
check "error tag reason" has "$T/all" \
    "err.D_SYNTAX.wrongtag.d (reason: no [D_SYNTAX] in stderr)"
check "drop reason" has "$T/all" "drp.nodrops.d (reason: no drop reported)"
check "output reason" has "$T/all" "tst.differ.d (reason: output differs)"
check "diff cut at 40 lines" has "$T/all" "    ... (23 more lines)"
check "diff is unified" has "$T/all" "    +2"
check ".x output is the skip reason" has "$T/all" \
    "SKIP $S/d/directives/tst.skipped.d (frobnicator not present)"
check "unit check messages shown" has "$T/all" \
    "      test_mixed.c:12: two: x == 1, expected 2"
check "unit crash reported" has "$T/all" \
    "test_crash (reason: exit 139, no summary line or crash)"
if [ $isroot = 1 ]; then
	check "live skip reason is the last line" has "$T/all" \
	    "SKIP $S/live/skip.sh (no BPF here)"
	check "live failure output shown" has "$T/all" "    something broke"
fi
check "summary is the last line" last_is "$T/all" "$(grep ' passed, ' \
    "$T/all")"

# 2. --no-live, binary from $DTRACE_BIN.
DTRACE_BIN=$T/bin/dtrace runner "$T/nolive" --no-live
check "--no-live: every line and the counts" expect_lines "$T/nolive" 0
check "--no-live: live D test skipped" has "$T/nolive" \
    "SKIP $S/d/directives/tst.live.d (live test, --no-live)"

# 3. --filter.
runner "$T/f1" --dtrace "$T/bin/dtrace" --filter d/output/
check "--filter d/output/: counts" last_is "$T/f1" \
    "4 passed, 1 failed, 0 skipped"
check "--filter d/output/: exit 1" [ $rrc = 1 ]
runner "$T/f2" --dtrace "$T/bin/dtrace" --filter tst.match
check "--filter tst.match: counts" last_is "$T/f2" \
    "1 passed, 0 failed, 0 skipped"
check "all passed: exit 0" [ $rrc = 0 ]

# 4. -v: commands and uncut diffs.
runner "$T/v" --dtrace "$T/bin/dtrace" --filter tst.differ -v
check "-v prints the command" has "$T/v" \
    "    \$ cd $S/d/output && $T/bin/dtrace -s tst.differ.d"
check "-v does not cut diffs" sh -c "! grep -q 'more lines' '$T/v'"

# 5. No dtrace binary: D tests fail, they are not skipped.
runner "$T/nobin" --filter tst.exit0.d
check "missing binary fails" has "$T/nobin" \
    "FAIL $S/d/status/tst.exit0.d (reason: no dtrace binary at $B/dtrace)"
check "missing binary: exit 1" [ $rrc = 1 ]

# 6. Usage errors.
runner "$T/usage" --bogus
check "unknown option: exit 2" [ $rrc = 2 ]
runner "$T/usage" --filter
check "option without value: exit 2" [ $rrc = 2 ]

echo "# selftest: $((n - bad)) passed, $bad failed"
[ $bad = 0 ]
