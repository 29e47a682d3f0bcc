#!/bin/sh
# listings.sh - the compiler's output for every golden D test, for
# checking that a refactoring changes no generated code.
#
#   sh tools/listings.sh DTRACE OUTDIR [PATTERN]
#
# Writes OUTDIR/<test path>.S: what `dtrace -e -S -x errtags [@@args] -s
# NAME.d` prints (stdout and stderr, exit status last), run in the test's
# directory.  Compare two such directories with `diff -r`.  Tests with an
# @@trigger are compiled with -c of the trigger (dtrace -e does not run
# it).  Each runs in a PID namespace of its own, so that $target, $pid
# and the like are the same numbers every time.  Needs root (PID
# namespaces, descriptions that read /proc or tracefs).
[ $# = 2 ] || [ $# = 3 ] ||
    { echo "usage: sh tools/listings.sh DTRACE OUTDIR [PATTERN]" >&2; exit 2; }
PAT=${3:-}
DT=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
OUT=$2
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=$(dirname "$DT")
mkdir -p "$OUT" && OUT=$(cd "$OUT" && pwd)
LC_ALL=C TZ=UTC0
export LC_ALL TZ
unset TERM
cd "$ROOT" || exit 2
find tests/d -name '*.d' | sort | while read -r f; do
	case ${f##*/} in tst.*|err.*|drp.*) ;; *) continue ;; esac
	case $f in *"$PAT"*) ;; *) continue ;; esac
	args=$(sed -n 's/.*@@args:[ \t]*\(.*\)$/\1/p' "$f" | head -1 |
	    sed 's/[ \t]*\*\/.*$//')
	trig=$(sed -n 's/.*@@trigger:[ \t]*\(.*\)$/\1/p' "$f" | head -1 |
	    sed 's/[ \t]*\*\/.*$//')
	dest=$OUT/$f.S
	mkdir -p "$(dirname "$dest")"
	(
		cd "$(dirname "$f")" || exit 2
		if [ -n "$trig" ]; then
			eval "set -- $args"
			unshare --pid --fork --mount-proc timeout 20 "$DT" \
			    -e -S -x errtags "$@" -c "$BUILD/trig/$trig" \
			    -s "${f##*/}" </dev/null 2>&1
		else
			eval "set -- $args"
			unshare --pid --fork --mount-proc timeout 20 "$DT" \
			    -e -S -x errtags "$@" -s "${f##*/}" </dev/null 2>&1
		fi
		echo "exit $?"
	) >"$dest"
done
