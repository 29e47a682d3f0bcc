#!/bin/sh
# More than 64 clauses on one probe (codegen/program.c "Program chains"):
# 65, 200 and 1000 generated clauses on syscall::getpid:entry all fire,
# in program order, share clause-local variables and the timestamp of
# the firing; a dispatched group (hundreds of syscall::X:entry clauses,
# the getpid ones spread over the chain) and pid-provider clauses too;
# BEGIN with 1000 clauses; more than the tail-call limit allows is a
# compile error, not a load failure.
# @@timeout: 120
. ./lib/common.sh

# gen N FILE: N printf clauses on getpid of the target, between a first
# clause setting this->v and this->ts and a last one checking them.
gen() {
	awk -v n="$1" 'BEGIN {
		print "syscall::getpid:entry /pid == $target/ { this->v = 7; this->ts = timestamp; }"
		for (i = 0; i < n; i++)
			printf "syscall::getpid:entry /pid == $target/ { printf(\"%%d %%d\\n\", %d, this->v); }\n", i
		print "syscall::getpid:entry /pid == $target/ { printf(\"end %d\\n\", this->ts == timestamp); }"
	}' >"$2"
}

for n in 65 200 1000; do
	gen $n "$T/s$n.d"
	run -qs "$T/s$n.d" -c "$TRIG/getpid_loop 2"
	expect_rc 0 "$n clauses"
	awk -v n=$n 'BEGIN { for (r = 0; r < 2; r++) { for (i = 0; i < n; i++)
		print i, 7; print "end 1" } print "" }' >"$T/want"
	cmp -s "$T/want" "$T/out" || fail "$n clauses on syscall::getpid:entry"
	err_is
done

# Dispatched syscall group: 600 clauses on as many syscall entry probes
# as there are, every seventh on getpid.
"$DTRACE" -l -n 'syscall:vmlinux::entry' </dev/null 2>/dev/null |
    awk 'NR > 1 && $4 != "getpid" { print $4 }' >"$T/names"
[ "$(wc -l <"$T/names")" -gt 100 ] || die "too few syscall probes listed"
awk 'NR == FNR { name[k++] = $1; next } END {
	for (i = 0; i < 600; i++)
		if (i % 7 == 0)
			printf "syscall::getpid:entry /pid == $target/ { printf(\"%%d\\n\", %d); }\n", i
		else
			printf "syscall::%s:entry /pid == $target/ { @[probefunc] = count(); }\n", name[i % k]
	}' "$T/names" /dev/null >"$T/disp.d"
run -qs "$T/disp.d" -c "$TRIG/getpid_loop 1"
expect_rc 0 "dispatched group"
awk 'BEGIN { for (i = 0; i < 600; i += 7) print i }' >"$T/want"
grep -E '^[0-9]+$' "$T/out" >"$T/got"
cmp -s "$T/want" "$T/got" || fail "600 clauses over the syscall entry probes"

# pid provider: 150 clauses alternating between two functions.
awk 'BEGIN { for (i = 0; i < 150; i++)
	if (i % 2) printf "pid$target:a.out:main:entry { printf(\"main %%d\\n\", %d); }\n", i
	else printf "pid$target::getpid:entry { printf(\"getpid %%d\\n\", %d); }\n", i }' >"$T/pid.d"
run -qs "$T/pid.d" -c "$TRIG/getpid_loop 1"
expect_rc 0 "pid clauses"
awk 'BEGIN { for (i = 1; i < 150; i += 2) print "main", i
	for (i = 0; i < 150; i += 2) print "getpid", i; print "" }' >"$T/want"
cmp -s "$T/want" "$T/out" || fail "150 pid clauses"

# BEGIN: 1000 clauses.
awk 'BEGIN { for (i = 0; i < 1000; i++)
	printf "BEGIN { printf(\"%%d\\n\", %d); }\n", i
	print "BEGIN { exit(0); }" }' >"$T/begin.d"
run -qs "$T/begin.d"
expect_rc 0 "1000 BEGIN clauses"
awk 'BEGIN { for (i = 0; i < 1000; i++) print i; print "" }' >"$T/want"
cmp -s "$T/want" "$T/out" || fail "1000 BEGIN clauses"

# Beyond 33 programs of 64 clauses: a compile-time error.
awk 'BEGIN { for (i = 0; i < 2113; i++) print "BEGIN { trace(1); }" }' \
    >"$T/big.d"
run -qs "$T/big.d"
expect_rc 1 "2113 clauses"
err_is "dtrace: failed to compile script $T/big.d: 2113 clauses enable probes of one kind (dtrace); at most 2112 are supported"
finish
