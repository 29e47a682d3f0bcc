#!/bin/sh
# -l listings (docs/output.md §12.1): header and "%5d %10s %17s %33s %s" lines,
# matches listed per description in turn, a description with no match
# reported on stderr without changing the exit status.
# @@timeout: 60
. ./lib/common.sh

l() {
	printf '%5s %10s %17s %33s %s\n' "$@"
}

run -l -n 'dtrace:::'
expect_rc 0 "-l -n dtrace:::"
{ l ID PROVIDER MODULE FUNCTION NAME; l 1 dtrace '' '' BEGIN
  l 2 dtrace '' '' END; l 3 dtrace '' '' ERROR; } >"$T/exp.l"
cmp -s "$T/exp.l" "$T/out" || fail "-l -n dtrace::: listing"
err_is

run -l -P dtrace
cmp -s "$T/exp.l" "$T/out" || fail "-l -P dtrace listing"

# Globs in the name field.
run -l -n 'dtrace:::*N*'
{ l ID PROVIDER MODULE FUNCTION NAME; l 1 dtrace '' '' BEGIN
  l 2 dtrace '' '' END; } >"$T/exp.l"
cmp -s "$T/exp.l" "$T/out" || fail "-l -n 'dtrace:::*N*'"
run -l -n 'dtrace:::[!B]*'
{ l ID PROVIDER MODULE FUNCTION NAME; l 2 dtrace '' '' END
  l 3 dtrace '' '' ERROR; } >"$T/exp.l"
cmp -s "$T/exp.l" "$T/out" || fail "-l -n 'dtrace:::[!B]*'"
run -l -n 'dtrace:::?ND'
{ l ID PROVIDER MODULE FUNCTION NAME; l 2 dtrace '' '' END; } >"$T/exp.l"
cmp -s "$T/exp.l" "$T/out" || fail "-l -n 'dtrace:::?ND'"

# Per description in turn; a probe matched twice is listed twice.
run -l -n END -n BEGIN -n 'dtrace:::END'
{ l ID PROVIDER MODULE FUNCTION NAME; l 2 dtrace '' '' END
  l 1 dtrace '' '' BEGIN; l 2 dtrace '' '' END; } >"$T/exp.l"
cmp -s "$T/exp.l" "$T/out" || fail "-l with three descriptions"

# -i and -f.
run -l -i 3
{ l ID PROVIDER MODULE FUNCTION NAME; l 3 dtrace '' '' ERROR; } >"$T/exp.l"
cmp -s "$T/exp.l" "$T/out" || fail "-l -i 3"
# getpid of both tables: native (vmlinux) and int $0x80 (ia32)
run -l -f getpid
id1=$(sed -n '2s/^ *\([0-9]*\) .*/\1/p' "$T/out")
id2=$(sed -n '3s/^ *\([0-9]*\) .*/\1/p' "$T/out")
id3=$(sed -n '4s/^ *\([0-9]*\) .*/\1/p' "$T/out")
id4=$(sed -n '5s/^ *\([0-9]*\) .*/\1/p' "$T/out")
{ l ID PROVIDER MODULE FUNCTION NAME; l "$id1" syscall vmlinux getpid entry
  l "$id2" syscall vmlinux getpid return
  l "$id3" syscall ia32 getpid entry
  l "$id4" syscall ia32 getpid return; } >"$T/exp.l"
cmp -s "$T/exp.l" "$T/out" || fail "-l -f getpid"
run -l -n 'syscall::getpid:'
cmp -s "$T/exp.l" "$T/out" || fail "-l -n syscall::getpid:"
{ l ID PROVIDER MODULE FUNCTION NAME; l "$id1" syscall vmlinux getpid entry
  l "$id2" syscall vmlinux getpid return; } >"$T/exp.l"
run -l -f 'vmlinux:getpid'
cmp -s "$T/exp.l" "$T/out" || fail "-l -f vmlinux:getpid"
run -l -n 'syscall:freebsd:getpid:'
cmp -s "$T/exp.l" "$T/out" || fail "-l -n syscall:freebsd:getpid:"

# -m vmlinux lists the syscall provider's probes and the other kernel
# providers' (proc, sched...), nothing of another module.
run -l -m vmlinux
nm=$(wc -l <"$T/out")
nv=$(awk 'NR > 1 && $3 == "vmlinux"' "$T/out" | wc -l)
ns=$(awk 'NR > 1 && $2 == "syscall"' "$T/out" | wc -l)
run -l -P syscall
np=$(awk 'NR == 1 || $3 == "vmlinux"' "$T/out" | wc -l)
[ "$nv" = $((nm - 1)) ] && [ "$ns" = $((np - 1)) ] && [ "$np" -gt 100 ] ||
	fail "-l -m vmlinux: $nm lines ($nv vmlinux, $ns syscall), -l -P syscall: $np"
# every system call has an entry and a return probe
awk 'NR > 1 { n[$3 ":" $4] = n[$3 ":" $4] " " $5 } END {
	for (f in n) if (n[f] != " entry return" && n[f] != " return entry")
		{ print f ":" n[f]; bad = 1 }
	exit bad }' "$T/out" || fail "syscall probes without entry/return pairs"

# The default profile probes (docs/providers.md, profile).
run -l -P profile
sed 1d "$T/out" | awk '{ print $2, $3 }' >"$T/names"
lines() { for x in "$@"; do printf '%s\n' "$x"; done; }
lines "profile profile-97" "profile profile-199" "profile profile-499" \
    "profile profile-997" "profile profile-1999" "profile profile-4001" \
    "profile profile-4999" "profile tick-1" "profile tick-10" \
    "profile tick-100" "profile tick-500" "profile tick-1000" \
    "profile tick-5000" | sort >"$T/exp.names"
sort "$T/names" | cmp -s - "$T/exp.names" || fail "-l -P profile names"

# Everything: header, dtrace probes first, all lines well formed.
run -l
expect_rc 0 "-l"
head -4 "$T/out" >"$T/head"
{ l ID PROVIDER MODULE FUNCTION NAME; l 1 dtrace '' '' BEGIN
  l 2 dtrace '' '' END; l 3 dtrace '' '' ERROR; } >"$T/exp.l"
cmp -s "$T/exp.l" "$T/head" || fail "-l: first lines"
awk 'NR > 1 && !/^ *[0-9]+ +[a-z][a-zA-Z0-9_]* /' "$T/out" | grep -q . &&
	fail "-l: malformed lines"

# No match: reported, listing goes on, status 0.
run -l -n 'dtrace:::NOPE' -n 'dtrace:::BEGIN'
expect_rc 0 "-l with a non-matching description"
{ l ID PROVIDER MODULE FUNCTION NAME; l 1 dtrace '' '' BEGIN; } >"$T/exp.l"
cmp -s "$T/exp.l" "$T/out" || fail "-l after a non-matching description"
err_is "dtrace: failed to match dtrace:::NOPE: No probe matches description"
run -l -P nosuchprovider
expect_rc 0 "-l -P nosuchprovider"
err_is "dtrace: failed to match nosuchprovider:::: No probe matches description"
finish
