#!/bin/sh
# USDT probes (docs/providers.md, usdt) on the usdt trigger (tests/harness/trig/
# usdt.c): every probe of a -c target fires from its first firing on with
# the exact arguments (registers, constants, rip-relative globals, indexed
# and stack memory, sizes 1 to 8, signed and unsigned), args[] typed by
# sign, a probe in a shared library, a semaphore-guarded probe (raised by
# the kernel while traced, back to 0 after dtrace exits), "__" names and
# their "-" spelling, -l/-lv listings, provider globs over every process,
# and -Z for descriptions that match nothing.
# @@timeout: 90
. ./lib/common.sh

U=$TRIG/usdt

# running PID PROG: has process PID exec'd PROG yet?
running() {
	[ "$(readlink "/proc/$1/exe")" = "$(readlink -f "$2")" ]
}

# 1. Every probe of three iterations, in order, from the very first one.
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
usdttest$target:::done-loop { printf("done %d\n", arg0); }
D
run -q -s "$T/all.d" -c "$U 3"
expect_rc 0 "all probes"
out_is start "args -5 200 -1234 123456789 42 hello" "mem 100 -7 11 -3" \
    "guarded 0 0" "stack -1 65000 -100000 fedcba9876543210" "lib-call 0 lib" \
    "done 0" \
    start "args -6 200 -1234 12345678a 42 hello" "mem 101 -8 22 -3" \
    "guarded 1 2" "stack -2 65001 -200000 fedcba9876543210" "lib-call 1 lib" \
    "done 1" \
    start "args -7 200 -1234 12345678b 42 hello" "mem 102 -9 33 -3" \
    "guarded 2 4" "stack -3 65002 -300000 fedcba9876543210" "lib-call 2 lib" \
    "done 2" ""

# 2. args[] typed from the notes' sizes' signs; sign/zero extension by
# size on unsigned operands; the note's own name (done__loop) matches.
run -q -n 'usdttest$target:::args { printf("%d %d %d %d\n", args[0],
    args[1], args[2], args[4]); }' \
    -n 'usdttest$target:::stack { printf("%d %u %d %u\n", args[0] < 0,
    args[1], args[2], args[3] > 0x7fffffffffffffff); }' \
    -n 'usdttest$target:::done__loop { printf("raw %d\n", arg0); }' \
    -c "$U 1"
expect_rc 0 "args[] and raw name"
out_is "-5 200 -1234 42" "1 65000 -100000 1" "raw 0" ""

# 3. Listing the probes of a process, with argument types.
"$U" -w >"$T/w.out" &
wp=$!
wait_for running "$wp" "$U" || die "usdt -w did not start"
run -l -P "usdttest$wp"
expect_rc 0 "-l -P"
sed '1s/^ *ID *//; 2,$s/^ *[0-9]* //' "$T/out" >"$T/l"
file_is "$T/l" "PROVIDER            MODULE                          FUNCTION NAME" \
    "usdttest$wp              usdt                        fire_stack stack" \
    "usdttest$wp              usdt                              fire start" \
    "usdttest$wp              usdt                              fire args" \
    "usdttest$wp              usdt                              fire mem" \
    "usdttest$wp              usdt                              fire done-loop" \
    "usdttest$wp              usdt                      usdt_guarded guarded"
run -l -n "usdtlib$wp:libusdtlib.so::lib-call"
expect_rc 0 "-l library probe"
sed '1s/^ *ID *//; 2,$s/^ *[0-9]* //' "$T/out" >"$T/l"
file_is "$T/l" "PROVIDER            MODULE                          FUNCTION NAME" \
    "usdtlib$wp     libusdtlib.so                      usdtlib_call lib-call"
run -lv -n "usdttest$wp:::stack"
expect_rc 0 "-lv"
sed -n '/Argument Types/,$p' "$T/out" >"$T/l"
file_is "$T/l" "	Argument Types" "		args[0]: int64_t" \
    "		args[1]: uint64_t" "		args[2]: int64_t" "		args[3]: uint64_t" ""

# 4. -p: the semaphore is raised while traced and lowered after exit.
run -q -p "$wp" -n 'usdttest$target:::guarded { printf("%d\n", arg1 == 2 * arg0);
    exit(0); }'
expect_rc 0 "-p guarded"
out_is 1 ""
kill -USR1 "$wp"
wait "$wp"
file_is "$T/w.out" "sem=0"

# 5. A provider glob finds every process with the provider, each as its
# own provider NAME<pid>.
"$U" -w >/dev/null &
p1=$!
"$U" -w >/dev/null &
p2=$!
wait_for running "$p1" "$U" && wait_for running "$p2" "$U" ||
	die "usdt -w did not start"
cat >"$T/glob.d" <<D
int seen[int];
usdt*:::done-loop /(pid == $p1 || pid == $p2) && !seen[pid]/
{
	seen[pid] = 1;
	printf("%s %s %d\\n", probeprov, probemod,
	    probeprov == strjoin("usdttest", lltostr(pid)));
}
usdt*:::done-loop /seen[$p1] && seen[$p2]/ { exit(0); }
D
run -q -s "$T/glob.d"
expect_rc 0 "provider glob"
sort "$T/out" >"$T/s"
{ printf '\n'; printf 'usdttest%s usdt 1\n' "$p1" "$p2" | sort; } >"$T/e"
cmp -s "$T/e" "$T/s" || fail "glob: got $(cat "$T/s")"
kill -USR1 "$p1" "$p2"
wait "$p1" "$p2"

# 6. -Z: a description matching nothing is allowed with -Z only.
run -q -n 'nosuch$target:::' -n 'usdttest$target:::start { exit(0); }' \
    -c "$U 1"
expect_rc 1 "zero match without -Z"
grep -q 'probe description nosuch[0-9]*::: does not match any probes' \
    "$T/err" || fail "no 'does not match any probes' error"
run -qZ -n 'nosuch$target:::' -n 'usdttest$target:::start { printf("ok\n"); }' \
    -c "$U 1"
expect_rc 0 "-Z"
out_is ok ""

# 7. Programs built with our own dtrace -h / -G (docs/usdt-build.md):
# PIE, non-PIE and a shared library, semaphores from the -G object.
A=$TRIG/usdt_app
run -q -n 'dttest$target:::start,dttest$target:::done { printf("%s %d\n",
    probename, arg0); }' \
    -n 'dttest$target:::tick { printf("%d %d %s\n", arg0, arg1,
    copyinstr(arg2)); }' \
    -n 'dttest$target:::query-start { printf("q %s %d\n", copyinstr(arg0),
    arg1); }' -c "$A 3"
expect_rc 0 "-h/-G program"
out_is "start 3" "0 0 even" "q select 0" "1 -1 odd" "q select 1" "2 -4 even" \
    "q select 2" "done 3" ""
run -q -n 'dttest$target:::guarded { n++; } END { printf("%d\n", n); }' \
    -c "$A -v 5"
expect_rc 0 "-G semaphore"
out_is "guarded 5" "5" ""
# guarded has two sites in main (one with a constant argument): one probe
run -l -n 'dttest$target:::guarded' -c "$A 1"
expect_rc 0 "two-site probe listed once"
[ "$(grep -c ' guarded$' "$T/out")" = 1 ] || fail "guarded listed $(grep -c ' guarded$' "$T/out") times"
run -q -n 'dttest$target:::guarded { printf("%d\n", arg0); }' \
    -c "$A wait-enabled"
expect_rc 0 "second site"
sort "$T/out" >"$T/s"	# the target's and dtrace's lines in any order
file_is "$T/s" "" "-1" "enabled"
run -q -n 'dttest$target:::guarded { printf("%d\n", arg0); }' -c "$A 2"
expect_rc 0 "first site"
out_is "0" "1" ""
run -q -n 'dttest$target:::tick { printf("%d %d\n", arg0, arg1); }' \
    -c "${A}_nopie 2"
expect_rc 0 "-h/-G non-PIE"
out_is "0 0" "1 -1" ""
run -q -n 'dtlib$target:::call { printf("%s %s %d\n", probemod, probefunc,
    arg0); }' -c "$TRIG/usdt_so 2"
expect_rc 0 "-h/-G library"
out_is "libusdt_lib.so dtlib_call 0" "libusdt_lib.so dtlib_call 1" ""
run -q -n 'dtlib$target:::call { }' -c "$TRIG/usdt_so wait-enabled"
expect_rc 0 "-G library semaphore"
out_is "enabled" ""

# 8. A provider definition in the program types args[] (and -lv); a
# string argument is the user string (tests/d/usdtxlate has more).
cat >"$T/def.d" <<'D'
provider dttest {
	probe start(int);
	probe tick(int, long long, string);
	probe query__start(char *, unsigned short);
	probe guarded(int);
	probe done(uint64_t);
};
dttest$target:::tick
{
	printf("%d %d %d %s\n", args[0], args[1], sizeof(args[1]), args[2]);
}
dttest$target:::query-start { printf("%d\n", sizeof(args[1])); }
D
run -q -s "$T/def.d" -c "$A 1"
expect_rc 0 "provider definition"
out_is "0 0 8 even" "2" ""
run -lv -s "$T/def.d" -c "$A 1"
expect_rc 0 "provider definition -lv"
sed -n '/query-start/,$p' "$T/out" | sed -n '/Argument Types/,$p' >"$T/l"
file_is "$T/l" "	Argument Types" "		args[0]: char *" \
    "		args[1]: unsigned short" ""
# ... and bounds them: a probe declared with one argument has no args[1].
cat >"$T/def2.d" <<'D'
provider dttest {
	probe start(int);
	probe tick(int, long long, string);
	probe query__start(char *, unsigned short);
	probe guarded(int);
	probe done(uint64_t);
};
dttest$target:::done { printf("%d %d\n", args[0], sizeof(args[0])); }
dttest$target:::start { trace(args[1]); }
D
run -q -x errtags -s "$T/def2.d" -c "$A 1"
expect_rc 1 "provider definition: args[] out of range"
sed 's/dttest[0-9]*:/dttestPID:/' "$T/err" >"$T/e"
file_is "$T/e" "dtrace: failed to compile script $T/def2.d: [D_ARGS_IDX] line 9: index 1 is out of range for dttestPID:usdt_app:main:start args[ ]"
sed -i '$d' "$T/def2.d"
run -q -s "$T/def2.d" -c "$A 3"
expect_rc 0 "provider definition: uint64_t"
out_is "3 8" ""
# Output arguments (": (...)") name input arguments: args[] follows them,
# with their types (also in -lv).
cat >"$T/def3.d" <<'D'
provider dttest {
	probe start(int);
	probe tick(int i, long long sq, char *s) : (long long sq, int i);
	probe query__start(char *, unsigned short);
	probe guarded(int);
	probe done(uint64_t);
};
dttest$target:::tick
{
	printf("%d %d %d %d\n", args[0], args[1], sizeof(args[0]),
	    sizeof(args[1]));
}
D
run -q -s "$T/def3.d" -c "$A 3"
expect_rc 0 "output arguments"
out_is "0 0 8 4" "-1 1 8 4" "-4 2 8 4" ""
run -lv -s "$T/def3.d" -c "$A 1"
expect_rc 0 "output arguments -lv"
sed -n '/ tick$/,$p' "$T/out" | sed -n '/Argument Types/,/^$/p' >"$T/l"
file_is "$T/l" "	Argument Types" "		args[0]: long long" "		args[1]: int" ""
sed -i 's/(long long sq, int i)/(long long sq, int j)/' "$T/def3.d"
run -q -x errtags -s "$T/def3.d" -c "$A 1"
expect_rc 1 "output argument naming no input"
err_is "dtrace: failed to compile script $T/def3.d: [D_DECL_PROTO_FORM] line 3: parameter is not declared in probe output prototype: j, parameter #2"

# 9. python3.11 -p: function-entry raises its own semaphore (the kernel,
# ref_ctr_offset) and the line one (CPython 3.11 needs it); both are back
# to 0 after dtrace exits.  Semaphore addresses from the notes (Debian's
# python3.11 is not PIE).
PY=/usr/bin/python3.11
if [ -x "$PY" ] && command -v readelf >/dev/null; then
	sem() {
		readelf -n "$PY" | awk -v n="$1" '$1 == "Name:" { p = ($2 == n) }
		    p && /Semaphore:/ { print $NF; exit }'
	}
	se=$(sem function__entry)
	sl=$(sem line)
	cat >"$T/loop.py" <<'P'
import time
def tick(i):
    return i
i = 0
while True:
    tick(i)
    i += 1
    time.sleep(0.01)
P
	"$PY" "$T/loop.py" &
	pp=$!
	wait_for running "$pp" "$PY" || die "python did not start"
	run -q -p "$pp" -n "python\$target:::function-entry /copyinstr(arg1) == \"tick\"/ {
	    printf(\"%d %d\\n\", *(unsigned short *)copyin($se, 2),
	    *(unsigned short *)copyin($sl, 2)); exit(0); }"
	expect_rc 0 "python -p"
	out_is "1 1" ""
	"$PY" -c "
f = open('/proc/$pp/mem', 'rb')
for a in ($se, $sl):
    f.seek(a)
    print(int.from_bytes(f.read(2), 'little'))" >"$T/sems"
	file_is "$T/sems" 0 0
	kill "$pp"
	wait "$pp" 2>/dev/null
fi

finish
