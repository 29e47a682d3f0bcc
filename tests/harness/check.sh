#!/bin/sh
# check.sh - what `make check` (and CI) runs: the whole suite against the
# normal build, then unit and compile-only tests against the sanitizer
# build (ASan + UBSan, leak checks), and one combined closing line
# "N passed, N failed, N skipped".
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT" || exit 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

sh tests/harness/run.sh --build build "$@" | tee "$tmp/main" |
    grep -v '^[0-9]* passed, [0-9]* failed'
echo "== sanitizer build (ASan+UBSan): unit and compile-only tests"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    sh tests/harness/run.sh --build build-asan --no-live "$@" |
    sed 's/^\(PASS\|FAIL\|SKIP\) /\1 [asan] /' | tee "$tmp/asan" |
    grep -v '^[0-9]* passed, [0-9]* failed'

sum() {
	awk '/^[0-9]+ passed, [0-9]+ failed/ { p += $1; f += $3; s += $5 }
	    END { printf "%d %d %d\n", p, f, s }' "$@"
}
set -- $(sum "$tmp/main" "$tmp/asan")
grep -q '^[0-9]* passed, [0-9]* failed' "$tmp/main" || set -- "$1" $(($2 + 1)) "$3"
grep -q '^[0-9]* passed, [0-9]* failed' "$tmp/asan" || set -- "$1" $(($2 + 1)) "$3"
echo "$1 passed, $2 failed, $3 skipped"
[ "$2" -eq 0 ]
