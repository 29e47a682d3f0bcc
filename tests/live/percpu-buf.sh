#!/bin/sh
# The principal buffer is per CPU (docs/options.md §4.1 bufsize,
# docs/output.md §11.3): bufsize bytes on each CPU, records lost on a CPU
# reported as drops on that CPU.
#  1. With -x bufpolicy=fill (nothing consumed while tracing), two
#     triggers pinned to two CPUs each record 3/4 of bufsize: it fits in
#     each CPU's buffer, so every record is printed and nothing is lost
#     (one buffer shared by the CPUs would overflow).
#  2. A flood from a trigger pinned to one CPU into 4k buffers: every
#     drop is reported on that CPU, and records printed + drops = events.
#  3. The output of a thread that moves between CPUs stays in order.
# @@timeout: 120
. ./lib/common.sh

# the first and last CPU this script may run on
cpus=$(taskset -pc $$ 2>/dev/null | sed 's/.*: //')
first=$(echo "$cpus" | tr ',' '\n' | head -n 1 | sed 's/-.*//')
last=$(echo "$cpus" | tr ',' '\n' | tail -n 1 | sed 's/.*-//')
[ -n "$first" ] && [ -n "$last" ] && [ "$first" != "$last" ] ||
    skip "needs two CPUs (allowed: ${cpus:-?})"

# 1: 64k per CPU holds 1638 records of 40 bytes (32 and the ring's
# 8-byte header); 1200 on each of two CPUs fit, 2400 in one would not.
N=1200
run -q -x bufpolicy=fill -x bufsize=64k \
    -n 'syscall::getpid:entry /ppid == $target/ { printf("%d\n", cpu); }' \
    -c "$TRIG/cpuhop -p $N $first $last"
expect_rc 0 "fill, two CPUs"
a=$(grep -c "^$first\$" "$T/out")
b=$(grep -c "^$last\$" "$T/out")
[ "$a" = "$N" ] && [ "$b" = "$N" ] ||
    fail "fill, two CPUs: $a records on CPU $first, $b on CPU $last, expected $N each"
err_is

# 2: drops on the trigger's CPU only
N=100000
S=$(printf '%0200d' 0)
run -q -x bufsize=4k -n "syscall::getpid:entry /pid == \$target/
    { printf(\"%d %s\\n\", cpu, \"$S\"); }" \
    -c "$TRIG/getpid_loop $N cpu$last"
expect_rc 0 "flood on CPU $last"
p=$(grep -c "^$last $S\$" "$T/out")
d=$(awk '/^dtrace: [0-9]+ drops? on CPU [0-9]+$/ { n += $2 } END { print n + 0 }' "$T/err")
[ "$d" -gt 0 ] || fail "flood on CPU $last: no drops reported"
[ $((p + d)) = "$N" ] || fail "flood on CPU $last: $p printed + $d dropped != $N"
if grep -v -E "^dtrace: [0-9]+ drops? on CPU $last\$" "$T/err" | grep -q .; then
	fail "flood on CPU $last: drops reported elsewhere or other messages"
fi

# 3: one thread, moved from CPU to CPU between its getpid() calls; the
# records come out in the order they were made
run -q -n 'syscall::getpid:entry /pid == $target/ { printf("%d\n", i++); }' \
    -c "$TRIG/cpuhop 400 $first $last"
expect_rc 0 "thread moving between CPUs"
seq 0 399 >"$T/exp"
grep -v '^$' "$T/out" | cmp -s "$T/exp" - ||
    fail "thread moving between CPUs: out of order"
finish
