#!/bin/sh
# USDT probes that appear after dtrace started (docs/providers.md, usdt):
# probes of libraries a process dlopen's later (usdt_dlopen runs the usdt
# trigger's code from libusdtdl.so, dlopen'ed at start-up: every argument
# kind, a semaphore-guarded probe, a library it needs in turn), with the
# uprobe_multi and the perf-event attachments; and provider globs over
# processes started after dtrace.
# @@timeout: 90
. ./lib/common.sh

D=$TRIG/usdt_dlopen

cat >"$T/all.d" <<'D'
usdttest$target:::start { printf("start\n"); }
usdttest$target:::args
{
	printf("args %d %d %d %x %d %s\n", arg0, arg1, arg2, arg3, arg4,
	    copyinstr(arg5));
}
usdttest$target:::mem { printf("mem %d %d %d %d\n", arg0, arg1, arg2, arg3); }
usdttest$target:::stack
{
	printf("stack %d %d %d %x\n", arg0, arg1, arg2, arg3);
}
usdttest$target:::guarded { printf("guarded %d %d\n", arg0, arg1); }
usdtlib$target:::lib-call { printf("lib-call %d %s\n", arg0, copyinstr(arg1)); }
usdttest$target:::done-loop
{
	printf("done %d %s %s\n", arg0, probemod, probefunc);
}
D
expected() {
	out_is start "args -5 200 -1234 123456789 42 hello" "mem 100 -7 11 -3" \
	    "guarded 0 0" "stack -1 65000 -100000 fedcba9876543210" \
	    "lib-call 0 lib" "done 0 libusdtdl.so fire" \
	    start "args -6 200 -1234 12345678a 42 hello" "mem 101 -8 22 -3" \
	    "guarded 1 2" "stack -2 65001 -200000 fedcba9876543210" \
	    "lib-call 1 lib" "done 1 libusdtdl.so fire" ""
}

# 1. Nothing matches before the dlopen: an error without -Z.
run -q -s "$T/all.d" -c "$D 1"
expect_rc 1 "dlopen'ed probes without -Z"
grep -q 'does not match any probes' "$T/err" ||
	fail "no 'does not match any probes' error"

# 2. With -Z, every probe of the dlopen'ed library fires from the first
# call on, with its arguments read by the recipe of each site; the
# guarded probe's semaphore is raised in the new library.
run -Z -q -s "$T/all.d" -c "$D 2"
expect_rc 0 "dlopen'ed probes"
expected

# 3. The same with one perf-event uprobe per site.
DTRACE_NO_UPROBE_MULTI=1 run -Z -q -s "$T/all.d" -c "$D 2"
expect_rc 0 "dlopen'ed probes (perf events)"
expected

# 4. A clause that reads no argument (no recipes).
run -Z -q -n 'usdttest$target:::args { @n = count(); }' \
    -n 'syscall::exit_group:entry /pid == $target/ { printa("%@d\n", @n); }' \
    -c "$D 4"
expect_rc 0 "dlopen'ed probes, no arguments"
out_is "4" ""

# 5. dtrace -l without a description lists the USDT probes of running
# processes too.
U=$TRIG/usdt
running() {
	[ "$(readlink "/proc/$1/exe")" = "$(readlink -f "$2")" ]
}
"$U" -w >/dev/null &
wp=$!
wait_for running "$wp" "$U" || die "usdt -w did not start"
run -l
expect_rc 0 "-l"
awk -v p="usdttest$wp" '$2 == p { print $3, $4, $5 }' "$T/out" | sort >"$T/l"
file_is "$T/l" "usdt fire args" "usdt fire done-loop" "usdt fire mem" \
    "usdt fire start" "usdt fire_stack stack" "usdt usdt_guarded guarded"

# 6. A provider glob also covers processes started after dtrace (of the
# objects the glob found): a new process of the usdt trigger is seen from
# its first probe, as usdttest<its pid>, with its guarded probe's
# semaphore raised.  (Filtered on our processes: other tests may run
# usdt triggers meanwhile.)
cat >"$T/later.d" <<D
BEGIN { printf("ready\\n"); }
usdttest*:::guarded /ppid == $$ && pid != $wp/
{
	printf("guarded %d %d\\n", arg0, arg1);
}
usdttest*:::done-loop /ppid == $$ && pid != $wp/
{
	printf("%s %d %d %d\\n", probeprov, pid, arg0,
	    probeprov == strjoin("usdttest", lltostr(pid)));
}
usdttest*:::done-loop /ppid == $$ && pid != $wp && arg0 == 1/ { exit(0); }
D
: >"$T/out"
"$DTRACE" -q -s "$T/later.d" </dev/null >"$T/out" 2>"$T/err" &
dp=$!
wait_for grep -q ready "$T/out" || die "dtrace did not start"
"$U" 2 &
np=$!
wait "$np"
wait "$dp"
rc=$?
expect_rc 0 "glob, process started later"
out_is ready "guarded 0 0" "usdttest$np $np 0 1" "guarded 1 2" \
    "usdttest$np $np 1 1" ""
kill -USR1 "$wp"
wait "$wp"

# 7. OpenJDK under -c: the hotspot probes are in libjvm.so, which the java
# launcher dlopen's.
if command -v java >/dev/null 2>&1; then
	run -Z -q -n 'hotspot$target:::vm-init-begin { printf("%d\n",
	    probeprov == strjoin("hotspot", lltostr($target))); }' \
	    -n 'hotspot$target:::class-loaded /n++ < 1/ { printf("%s\n",
	    stringof(copyin(arg0, arg1))); }' -c "java -version"
	expect_rc 0 "java"
	grep -v -i 'jdk\|version\|runtime' "$T/out" >"$T/j"
	file_is "$T/j" 1 "java/lang/Object" ""
fi

finish
