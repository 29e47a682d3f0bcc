#!/bin/sh
# Kernel symbols (docs/output.md §7): sym()/func()/mod() of a known kernel
# address taken from /proc/kallsyms, as actions ("  %-50s", also when
# quiet), printf %a (offset when not at the start) and aggregation keys
# (sym() keys inside one function fold into one entry; mod() keys into
# their module); addresses outside any symbol print as hex.
# @@timeout: 60
. ./lib/common.sh

a=$(awk '$3 == "do_syscall_64" && ($2 == "T" || $2 == "t") {
    print "0x" $1; exit }' /proc/kallsyms)
[ -n "$a" ] && [ "$a" != 0x0000000000000000 ] ||
	skip "no do_syscall_64 address in /proc/kallsyms"

p50() { printf '  %-50s' "$1"; }

run -q -n 'BEGIN { sym($1); func($1 + 4); mod($1 + 4); printf("|\n"); }' \
    -n 'BEGIN { printf("%a %a [%-30a] [%a]\n", $1, $1 + 0x10, $1, 1); }' \
    -n 'BEGIN { @s[sym($1 + 1)] = count(); @s[func($1 + 2)] = count(); }' \
    -n 'BEGIN { @m[mod($1)] = sum(3); exit(0); }' "$a"
expect_rc 0 "sym/func/mod"
out_is "$(p50 'vmlinux`do_syscall_64')$(p50 'vmlinux`do_syscall_64')$(p50 vmlinux)|" \
    "vmlinux\`do_syscall_64 vmlinux\`do_syscall_64+0x10 [vmlinux\`do_syscall_64         ] [0x1]" \
    "" \
    "$(p50 'vmlinux`do_syscall_64')$(printf ' %16d' 2)" \
    "$(p50 vmlinux)$(printf ' %16d' 3)"
err_is

# printa of sym() keys with %a; a stack() key with %k through printa
run -q -n 'BEGIN { @[sym($1 + 7)] = count(); exit(0); }' \
    -n 'END { printa("%a:%@d\n", @); }' "$a"
expect_rc 0 "printa %a"
out_is "vmlinux\`do_syscall_64:1" ""
finish
