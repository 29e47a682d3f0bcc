#!/bin/sh
# make install into a staging directory (DESTDIR): the files land where
# they should, the staged dtrace finds the staged D library (it looks at
# ../lib/dtrace beside its own directory first) and runs a program that
# uses a library translator, the staged dwatch runs the staged dtrace, and
# the man pages render without a warning.
# @@timeout: 120
. ./lib/common.sh

ROOT=$(cd ../.. && pwd)
STAGE=$T/stage
PREFIX=/usr/local
make -s -C "$ROOT" install B="$BUILD" DESTDIR="$STAGE" PREFIX=$PREFIX \
    >"$T/make.out" 2>&1 || { cat "$T/make.out"; die "make install failed"; }

for f in sbin/dtrace sbin/dwatch lib/dtrace/procfs.d lib/dtrace/sched.d \
    share/man/man1/dtrace.1 share/man/man1/dwatch.1 share/man/man7/d.7; do
	[ -f "$STAGE$PREFIX/$f" ] || fail "not installed: $PREFIX/$f"
done
[ -x "$STAGE$PREFIX/sbin/dtrace" ] || fail "dtrace not executable"
[ -x "$STAGE$PREFIX/sbin/dwatch" ] || fail "dwatch not executable"
n=$(ls "$ROOT"/lib/dtrace/*.d | wc -l)
m=$(ls "$STAGE$PREFIX"/lib/dtrace/*.d | wc -l)
[ "$n" = "$m" ] || fail "$m of $n library files installed"

# the staged binary with the staged library: curpsinfo is procfs.d's
# translator; BEGIN runs in dtrace itself
DTRACE=$STAGE$PREFIX/sbin/dtrace
run -qn 'BEGIN { printf("%s|%d\n", curpsinfo->pr_fname, curpsinfo->pr_pid == pid); exit(0); }'
expect_rc 0 "staged dtrace"
[ "$(sed -n 1p "$T/out")" = 'dtrace|1' ] || fail "staged dtrace: wrong output"


# the library it used is the staged one: without it, no translator
mv "$STAGE$PREFIX/lib/dtrace" "$STAGE$PREFIX/lib/dtrace.off"
cp "$DTRACE" "$T/dtrace-alone"
DTRACE=$T/dtrace-alone
run -e -x syslibdir="$T/none" -qn 'BEGIN { trace(curpsinfo->pr_fname); }'
[ "$rc" != 0 ] || fail "compiled curpsinfo without a library"
run -e -x syslibdir="$STAGE$PREFIX/lib/dtrace.off" \
    -qn 'BEGIN { trace(curpsinfo->pr_fname); }'
expect_rc 0 "-x syslibdir names the library"
mv "$STAGE$PREFIX/lib/dtrace.off" "$STAGE$PREFIX/lib/dtrace"

# the staged dwatch uses the dtrace beside it
env -u DWATCH_DTRACE "$STAGE$PREFIX/sbin/dwatch" -q -N 1 BEGIN \
    >"$T/out" 2>"$T/err" </dev/null
rc=$?
expect_rc 0 "staged dwatch BEGIN"
grep -Eq '^[0-9]{4} .* dtrace\[[0-9]+\]: .*dtrace' "$T/out" ||
	fail "staged dwatch: no BEGIN event"

# the man pages render without warnings (groff-base, or mandoc)
if command -v groff >/dev/null 2>&1; then
	for p in man1/dtrace.1 man1/dwatch.1 man7/d.7; do
		groff -man -Tutf8 -ww -z "$STAGE$PREFIX/share/man/$p" \
		    >"$T/groff" 2>&1
		[ -s "$T/groff" ] && fail "$p: $(sed -n 1,5p "$T/groff")"
		groff -man -Tutf8 -P-bcu "$STAGE$PREFIX/share/man/$p" \
		    2>/dev/null | grep -q '^NAME' || fail "$p: no NAME rendered"
	done
else
	echo "no groff: man pages not checked"
fi

finish
