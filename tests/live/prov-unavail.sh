#!/bin/sh
# docs/providers.md lists the DTrace probes this kernel cannot provide
# (the unavail-table); dtrace must agree: none of them is listed by
# -l -P PROVIDER, and naming one gives the reason, with -l and when
# compiling.  Globs match what exists, silently.
# @@timeout: 120
. ./lib/common.sh

DOC=$(dirname "$0")/../../docs/providers.md
[ -r "$DOC" ] || die "no $DOC"

# provider probe, one per line, from the table's rows
sed -n '/<!-- unavail-table/,/<!-- end unavail-table/p' "$DOC" |
    awk -F'|' 'NF >= 4 && $3 ~ /`/ {
	p = $2; gsub(/ /, "", p)
	n = split($3, a, "`")
	for (i = 2; i <= n; i += 2) print p, a[i] }' >"$T/list"
[ "$(wc -l <"$T/list")" -ge 50 ] || die "unavail-table not found in $DOC"

for prov in $(awk '{ print $1 }' "$T/list" | sort -u); do
	run -l -P "$prov"
	awk 'NR > 1 { print $NF }' "$T/out" >"$T/listed.$prov"
	[ -s "$T/listed.$prov" ] || fail "-l -P $prov lists nothing"
done

while read -r prov name; do
	if grep -qx -- "$name" "$T/listed.$prov"; then
		fail "$prov:::$name is listed but documented as not realizable"
		continue
	fi
	run -l -n "$prov:::$name"
	grep -q "^dtrace: failed to match $prov:::$name: $prov:::$name is not available on this kernel: " "$T/err" ||
		fail "-l -n $prov:::$name: no reason given"
done <"$T/list"

# compiling: the reason, with the D_PDESC_ZERO tag
run -x errtags -n 'tcp:::debug-input { trace(arg0); }'
expect_rc 1 "tcp:::debug-input"
grep -q '\[D_PDESC_ZERO\].*tcp:::debug-input is not available on this kernel: a FreeBSD TCP debugging hook' "$T/err" ||
	fail "compile tcp:::debug-input: no reason"

# a glob matches the probes that exist and no error names the others
run -l -n 'lockstat:::*acquire*'
out_is "$LHDR" "$(awk 'NR == 2' "$T/out")"
awk 'NR == 2 && $NF != "adaptive-acquire-error" { exit 1 }' "$T/out" ||
	fail "lockstat:::*acquire*"
err_is

# whole providers
run -l -n 'plockstat1:::mutex-acquire'
grep -q 'plockstat provider is not available on this system' "$T/err" ||
	fail "plockstat: no reason"

finish
