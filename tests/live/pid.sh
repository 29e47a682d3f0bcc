#!/bin/sh
# The pid provider (docs/providers.md, pid) on the pidtarget trigger: entry and
# return probes with argument and return values (registers and stack
# arguments), libc functions including an IFUNC (strlen), globs, module
# aliases (a.out, libc, libc.so.6), instruction-offset probes, a library
# dlopen()ed while tracing, -p on a running process, -l listings, no
# missed first event with -c, ustack() from a pid probe, the perf-event
# fallback, error cases, and nothing left attached after kill -9.
# @@timeout: 120
. ./lib/common.sh

P="$TRIG/pidtarget"
LIB="$(cd "$TRIG" && pwd)/libpidlib.so"

# 1. a.out functions: entry arguments (6th-8th on the stack), return
#    values (arg1; arg0 is -1: the returning instruction is unknown).
for mode in multi perf; do
	if [ $mode = perf ]; then
		export DTRACE_NO_UPROBE_MULTI=1
	fi
	run -q -n 'pid$target:a.out:pid_add:entry { printf("add %d %d\n", arg0, arg1); }' \
	    -n 'pid$target:a.out:pid_add:return { printf("ret %d %d\n", arg0, arg1); }' \
	    -n 'pid$target:a.out:pid_many:entry { printf("many %d %d %d %d\n", arg0, arg5, arg6, arg7); }' \
	    -n 'pid$target:a.out:pid_many:return { printf("mret %d\n", arg1); }' \
	    -c "$P 3"
	unset DTRACE_NO_UPROBE_MULTI
	expect_rc 0 "a.out entry/return ($mode)"
	out_is "add 1 100" "ret -1 101" "many 1 6 7 8" "mret 36" \
	    "add 2 100" "ret -1 102" "many 1 6 7 8" "mret 36" \
	    "add 3 100" "ret -1 103" "many 1 6 7 8" "mret 36" ""
	err_is
done

# 2. libc: malloc's argument and non-zero result, strlen (an IFUNC: the
#    implementation glibc chose is traced), strstr (an IFUNC not yet bound
#    when the probes are made: its resolver is asked) and getenv; module
#    as "libc", "libc.so.6" and the function only.
run -q -n 'BEGIN { n = ok = s12 = g = ss = 0; e = ""; }' \
    -n 'pid$target:libc:malloc:entry /arg0 == 12345/ { self->m = 1; n++; }' \
    -n 'pid$target:libc:malloc:return /self->m/ { ok += arg1 != 0; self->m = 0; }' \
    -n 'pid$target:libc.so.6:strlen:return /arg1 == 12/ { s12++; }' \
    -n 'pid$target::getenv:entry { g++; e = copyinstr(arg0); }' \
    -n 'pid$target::strstr:entry { ss++; }' \
    -n 'END { printf("%d %d %d %d %s %d\n", n, ok, s12, g, e, ss); }' -c "$P 4"
expect_rc 0 "libc functions"
out_is "4 4 4 4 PIDTARGET_ENV 4" ""

# 3. Globs in the module and function fields; probemod/probefunc.
run -q -n 'pid$target:lib*:str*:entry { @[probemod, probefunc] = count(); }' \
    -n 'END { printa("%s %s %@d\n", @); }' -c "$P 5"
expect_rc 0 "globs"
grep -qx "libc.so.6 strlen [0-9]*" "$T/out" || fail "no strlen in the glob"
n=$(sed -n 's/^libc.so.6 strlen //p' "$T/out")
[ "${n:-0}" -ge 5 ] || fail "strlen counted $n times, expected >= 5"
if grep -v '^libc\.so\.6 str' "$T/out" | grep -q .; then
	fail "glob matched functions outside libc str*"
fi

# 4. Listing: -l with -c names the process's probes; a.out is listed under
#    the executable's name; -lv has no typed arguments.
run -l -n 'pid$target:a.out:pid_add:entry' -n 'pid$target:a.out:pid_add:return' \
    -c "$P 1"
expect_rc 0 "-l"
sed 's/^ *[0-9]* *pid[0-9]* /  ID  pidN /' "$T/out" >"$T/out.n"
file_is "$T/out.n" "$LHDR" \
    "  ID  pidN         pidtarget                           pid_add entry" \
    "  ID  pidN         pidtarget                           pid_add return"

# 5. Instruction offsets: every instruction of pid_add is listed; a probe
#    on the second one fires once per call, one inside an instruction
#    matches nothing.
run -l -n 'pid$target:a.out:pid_add:' -c "$P 1"
offs=$(awk 'NR > 1 && $5 != "entry" && $5 != "return" { print $5 }' "$T/out")
set -- $offs
[ $# -ge 3 ] || die "pid_add has $# instructions listed"
[ "$1" = 0 ] || fail "first instruction offset is $1"
second=$2
mid=$(printf '%x' $((0x$second + 1)))
case " $offs " in
*" $mid "*) mid=$(printf '%x' $((0x$second + 2))) ;;
esac
run -q -n 'BEGIN { n = 0; }' -n "pid\$target:a.out:pid_add:$second { n++; }" \
    -n 'END { printf("%d\n", n); }' -c "$P 6"
expect_rc 0 "offset probe"
out_is "6" ""
case " $offs " in
*" $mid "*) ;;
*)
	run -n "pid\$target:a.out:pid_add:$mid { }" -c "$P 1"
	expect_rc 1 "offset inside an instruction"
	err_is "dtrace: invalid probe specifier pid\$target:a.out:pid_add:$mid { }: offset 0x$mid is not on an instruction boundary" ;;
esac

# 5b. Capstone is loaded only for offset probes (probes/insn.c): with it
#     unreadable (/dev/null mounted over it in a mount namespace of our
#     own), entry and return probes still work, and the offsets say why
#     they are missing.
caps=$(ldconfig -p | awk '$1 ~ /^libcapstone[.]so[.][0-9]+$/ { print $NF; exit }')
nocs() {
	unshare -m sh -c 'mount --bind /dev/null "$1" && shift && exec "$@"' \
	    sh "$caps" "$DTRACE" "$@" </dev/null >"$T/out" 2>"$T/err"
	rc=$?
}
if [ -n "$caps" ] && unshare -m true 2>/dev/null; then
	nocs -l -n 'pid$target:a.out:pid_add:' -c "$P 1"
	expect_rc 0 "-l without capstone"
	awk 'NR > 1 { print $5 }' "$T/out" >"$T/out.n"
	file_is "$T/out.n" entry return
	grep -q '^dtrace: pid provider: offset probes need the capstone library: ' \
	    "$T/err" || fail "-l without capstone: no message"
	nocs -n "pid\$target:a.out:pid_add:$second { }" -c "$P 1"
	expect_rc 1 "offset probe without capstone"
	grep -q "^dtrace: invalid probe specifier pid\\\$target:a.out:pid_add:$second { }: offset probes need the capstone library: " \
	    "$T/err" || fail "offset probe without capstone: no message"
fi

# 6. uregs[] at an offset probe and ustack() from an entry probe.
run -q -n 'pid$target:a.out:pid_add:entry /arg0 == 1/ { printf("%d %d\n", uregs[R_RDI], uregs[R_RSI]); ustack(); exit(0); }' \
    -c "$P 3 300000"
expect_rc 0 "uregs and ustack"
sed -n 1p "$T/out" | grep -qx "1 100" || fail "uregs[R_RDI], uregs[R_RSI]"
grep -q 'pidtarget`pid_add$' "$T/out" || fail "ustack() lacks pid_add"
grep -q 'pidtarget`main+0x' "$T/out" || fail "ustack() lacks main"

# 7. -c: the target runs only once the probes are live, so its very
#    first call is seen (main's entry, the first pid_add).
run -q -n 'pid$target:a.out:main:entry { printf("main\n"); }' \
    -n 'pid$target:a.out:pid_add:entry { printf("%d\n", arg0); }' -c "$P 2"
expect_rc 0 "-c first event"
out_is "main" "1" "2" ""

# 8. A library dlopen()ed while tracing: its probes (named before it is
#    loaded, hence -Z) fire from its first call on.
run -qZ -n 'pid$target::pidlib_func:entry { printf("%s:%s %d\n", probemod, probefunc, arg0); }' \
    -n 'pid$target:libpidlib.so:pidlib_func:return { printf("ret %d\n", arg1); }' \
    -c "$P 3 0 $LIB"
expect_rc 0 "dlopen"
out_is "libpidlib.so:pidlib_func 2" "ret 4" "libpidlib.so:pidlib_func 3" \
    "ret 6" ""

# 9. -p: a running process; dtrace ends when it exits.  Rounds 1..100,
#    one every 50 ms: every call from the first one traced (whenever
#    dtrace is ready) to the last (round 100) is seen, and each returns
#    its round + 100 (no "bad" count).
"$P" 100 50000 &
ppid=$!
sleep 0.3
run -q -p "$ppid" -n 'pid$target::pid_add:entry { @n = count();
    @lo = min(arg0); @hi = max(arg0); self->a = arg0; }' \
    -n 'pid$target::pid_add:return /self->a && arg1 != self->a + 100/
    { @bad = count(); }' \
    -n 'END { printa("%@d", @n); printa(" %@d", @lo); printa(" %@d", @hi);
    printa(" bad %@d", @bad); printf("\n"); }'
expect_rc 0 "-p"
awk 'NF == 3 && $3 == 100 && $1 == $3 - $2 + 1 && $1 > 0 { ok = 1 }
    END { exit !ok }' "$T/out" ||
	fail "-p: pid_add calls 'count first last' not consecutive to 100: $(cat "$T/out")"
wait "$ppid" 2>/dev/null

# 10. Errors: a missing function or module, and pid without a process id.
run -n 'pid$target:a.out:no_such_function:entry { }' -c "$P 1"
expect_rc 1 "missing function"
grep -q "^dtrace: invalid probe specifier .*: probe description pid[0-9]*:a.out:no_such_function:entry does not match any probes$" "$T/err" ||
	fail "missing function: wrong message"
run -n 'pid$target:libnosuch:malloc:entry { }' -c "$P 1"
expect_rc 1 "missing module"
grep -q "probe description pid[0-9]*:libnosuch:malloc:entry does not match any probes$" "$T/err" ||
	fail "missing module: wrong message"
run -n 'pid:::entry { }'
expect_rc 1 "pid without a process"
err_is "dtrace: invalid probe specifier pid:::entry { }: probe description pid:::entry does not match any probes"

# 11. kill -9 of dtrace leaves no uprobe link or program behind.
if command -v bpftool >/dev/null 2>&1; then
	"$P" 100000 1000 &
	ppid=$!
	: >"$T/out"
	: >"$T/err"
	"$DTRACE" -q -p "$ppid" -n 'pid$target:libc:str*:entry { @ = count(); }' \
	    -n 'BEGIN { printf("go\n"); }' </dev/null >"$T/out" 2>"$T/err" &
	dpid=$!
	wait_for has_line "$T/out" '^go$'
	links=$(for f in /proc/"$dpid"/fdinfo/*; do
		sed -n 's/^link_id:[[:space:]]*//p' "$f" 2>/dev/null
	done | sort -un)
	[ -n "$links" ] || fail "no BPF links held by dtrace"
	kill -KILL "$dpid"
	wait "$dpid" 2>/dev/null
	sleep 0.5
	for l in $links; do
		if bpftool link show id "$l" >/dev/null 2>&1; then
			fail "kill -9: BPF link $l still present"
		fi
	done
	kill -0 "$ppid" 2>/dev/null || fail "-p process died with dtrace"
	kill "$ppid"
	wait "$ppid" 2>/dev/null
fi
finish
