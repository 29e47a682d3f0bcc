#!/bin/sh
# Program options -n -P -m -f -i (docs/options.md §2, §3; docs/language.md
# §2.2) and the "description '...' matched N probes" notices (docs/output.md
# §2): the text is the argument cut at the first '{', '/' or ';', blanks
# before it kept; one notice per program in command-line order.
# @@timeout: 60
. ./lib/common.sh

# -n with and without an action; default action; exact notices.
run -n BEGIN -n 'BEGIN{exit(0)}'
expect_rc 0 "-n BEGIN"
cpunorm <"$T/out" >"$T/out.n"
file_is "$T/out.n" "$HDR" \
    "  X      1                           :BEGIN " \
    "  X      1                           :BEGIN " ""
err_is "dtrace: description 'BEGIN' matched 1 probe" \
    "dtrace: description 'BEGIN' matched 1 probe"

run -n 'BEGIN /1/ { exit(0); }' -n 'dtrace:::END{}'
expect_rc 0 "-n with predicate"
err_is "dtrace: description 'BEGIN ' matched 1 probe" \
    "dtrace: description 'dtrace:::END' matched 1 probe"

# -P: all probes of a provider.
run -q -P 'dtrace { printf("%s\n", probename); }' -n 'BEGIN { exit(0); }'
expect_rc 0 "-P dtrace"
out_is BEGIN END ""
run -P 'dtrace { }' -n 'BEGIN { exit(0); }'
err_is "dtrace: description 'dtrace ' matched 3 probes" \
    "dtrace: description 'BEGIN ' matched 1 probe"

# -m [prov:]mod: "dtrace:" is provider dtrace, any module.
run -q -m 'dtrace: { printf("%s\n", probename); }' -n 'BEGIN { exit(0); }'
expect_rc 0 "-m dtrace:"
out_is BEGIN END ""

# -f [[prov:]mod:]func, traced.
run -q -f 'syscall::getpid /pid == $target/ { @[probename] = count(); }' \
    -c "$TRIG/getpid_loop 3"
expect_rc 0 "-f syscall::getpid"
out_is "" \
    "  entry                                                             3" \
    "  return                                                            3"

# -i probe-id with a clause: ID 1 is dtrace:::BEGIN.
run -q -i '1 { printf("one\n"); exit(0); }'
expect_rc 0 "-i 1"
out_is one ""
run -i '1 { exit(0); }'
err_is "dtrace: description '1 ' matched 1 probe"

# An unknown probe through -n: invalid probe specifier.
run -n 'syscall::nosuchcall:entry { }' -n 'BEGIN { exit(0); }'
expect_rc 1 "no match"
err_is "dtrace: invalid probe specifier syscall::nosuchcall:entry { }: probe description syscall::nosuchcall:entry does not match any probes"

# -Z: the same is allowed, and matches 0 probes.
run -Z -n 'syscall::nosuchcall:entry { }' -n 'BEGIN { exit(0); }'
expect_rc 0 "-Z"
err_is "dtrace: description 'syscall::nosuchcall:entry ' matched 0 probes" \
    "dtrace: description 'BEGIN ' matched 1 probe"

# Several -n, -s and -n: compiled and enabled in command-line order,
# sharing globals.
printf 'BEGIN\n{\n\tprintf("%%d", x);\n}\n' >"$T/a.d"
run -n 'BEGIN { x = 5; }' -s "$T/a.d" -n 'BEGIN { exit(0); }'
expect_rc 0 "-n -s -n"
cpunorm <"$T/out" >"$T/out.n"
file_is "$T/out.n" "$HDR" "  X      1                           :BEGIN 5" \
    "  X      1                           :BEGIN " ""
err_is "dtrace: description 'BEGIN ' matched 1 probe" \
    "dtrace: script '$T/a.d' matched 1 probe" \
    "dtrace: description 'BEGIN ' matched 1 probe"

# A system-wide enabling: every native system call.
run -l -n 'syscall:::entry'
nentry=$(($(wc -l <"$T/out") - 1))
run -n 'syscall:::entry /pid == $target/ { @[probefunc] = count(); }' \
    -c "$TRIG/getpid_loop 5"
expect_rc 0 "syscall:::entry"
grep -qx "dtrace: description 'syscall:::entry ' matched $nentry probes" \
    "$T/err" || fail "syscall:::entry did not match the $nentry listed probes"
grep -qx '  getpid  *5' "$T/out" || fail "syscall:::entry: no 5 getpid calls"
grep -q '^  exit_group ' "$T/out" || fail "syscall:::entry: no exit_group"
finish
