#!/bin/sh
# probe-sweep.sh - enable every listed probe with a clause that uses all
# its arguments, and report the probes that do not compile, load or
# attach.
#
#   tools/probe-sweep.sh [-b N] [-m N] [-P REGEX] [-f] [-x PROBE-REGEX]
#                        [-L LISTFILE] DTRACE OUTDIR
#
#   -b N      probes per dtrace run (default 200)
#   -m N      at most N probes of each provider (default: all)
#   -P REGEX  only providers matching REGEX (awk ERE, anchored)
#   -x REGEX  leave out probes whose PROV:MOD:FUNC:NAME matches REGEX
#   -f        let the probes fire for a second (tick-1s exits) instead of
#             exiting from BEGIN right after attaching; runtime faults
#             ("error on enabled probe") are then failures too
#   -L FILE   use FILE (the output of `dtrace -lv`) instead of running
#             `DTRACE -lv`
#   -n DESC   list only the probes of DESC (repeatable): `DTRACE -lv -Z -n
#             DESC ...`
#   -c CMD    list and enable with `-c CMD`: pid and USDT providers
#             (NAME<pid>) become NAME$target; pid probes, untyped, get
#             trace(arg0) ... trace(arg5)
#
# For a probe with arguments of types T0..Tn (from `dtrace -lv`), the
# clause is
#
#   P:M:F:N { trace(args[0]); ... trace(args[n]); trace(arg0); ...
#             trace(argN); trace(probefunc); printf("%s", args[i]);
#             trace(stringof(args[j])); }
#
# with printf("%s") for the arguments listed as "string" (so sema must
# type them as strings) and stringof() for kernel char pointers
# (copyinstr() for the user addresses of syscall and proc); arguments of
# translated types (T * for the D library's psinfo_t ...) through each
# member the translator defines.  Each batch is one script; a batch that
# fails is split in halves down to single probes, so OUTDIR/failed names
# exactly the probes that fail, each with its first error line.  With -f,
# copyinstr() of a user page that is not resident is an invalid address
# error, as in DTrace (BPF cannot fault pages in): such failures of
# syscall probes are real DTrace behaviour, not bugs.
# Output: OUTDIR/summary (counts per provider), OUTDIR/failed,
# OUTDIR/batch-*.{d,out,err}.  Exit status 1 if any probe failed.

BATCH=200
MAX=0
PROVRE='.*'
EXCL=''
FIRE=0
LIST=''
DESCS=''
CMD=''
NL='
'
while getopts b:m:P:x:fL:n:c: o; do
	case $o in
	b) BATCH=$OPTARG ;;
	m) MAX=$OPTARG ;;
	P) PROVRE=$OPTARG ;;
	x) EXCL=$OPTARG ;;
	f) FIRE=1 ;;
	L) LIST=$OPTARG ;;
	n) DESCS=$DESCS$OPTARG$NL ;;
	c) CMD=$OPTARG ;;
	*) exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ $# = 2 ] || { sed -n '3,8p' "$0" >&2; exit 2; }
DT=$1
OUT=$2
mkdir -p "$OUT" || exit 2
rm -f "$OUT"/batch-* "$OUT"/failed "$OUT"/summary

if [ -z "$LIST" ]; then
	LIST=$OUT/list
	set --
	IFS=$NL
	for d in $DESCS; do
		set -- "$@" -n "$d"
	done
	unset IFS
	[ -n "$CMD" ] && set -- "$@" -c "$CMD"
	"$DT" -lv -Z "$@" >"$LIST" 2>"$OUT/list.err" ||
	    { cat "$OUT/list.err"; exit 2; }
fi

# Members of the D library's translated types (psinfo_t ...): an argument
# of type T * where T is one of them is used through each member.
LIBDIR=${LIBDIR:-$(dirname "$0")/../lib/dtrace}
awk '
/^typedef struct [a-z0-9_]+ \{/ { inb = 1; n = 0; next }
inb && /^\} [a-z0-9_]+_t;/ {
	t = $2; sub(/;/, "", t); printf "%s", t
	for (i = 0; i < n; i++)
		printf " %s", m[i]
	print ""; inb = 0; next
}
inb && /;/ {
	l = $0; sub(/;.*/, "", l); sub(/\[.*/, "", l)
	k = split(l, w, /[ \t*]+/)
	# not translated (procfs.d, sched.d say so): pr_argc, pr_argv, pr_envp,
	# cpu_info
	if (l !~ /timestruc_t|lwpsinfo_t|struct |in6_addr|ipaddr_t|_filler|_pad|pr_arg|pr_envp|cpu_info/)
		m[n++] = w[k]
}' "$LIBDIR"/*.d >"$OUT/members"

# One line per probe: PROV:MOD:FUNC:NAME<TAB>clause body
awk -v provre="^($PROVRE)\$" -v excl="$EXCL" -v max="$MAX" -v cmd="$CMD" '
FILENAME ~ /members$/ {
	members[$1] = substr($0, length($1) + 2)
	next
}
function flush(   body, i, j, k, t, w, desc) {
	if (prov == "")
		return
	if (cmd != "" && prov ~ /[a-z_][0-9]+$/)
		sub(/[0-9]+$/, "$target", prov)
	desc = prov ":" mod ":" func ":" name
	# D descriptions have no "+" (libstdc++.so): a "?" matches it
	gsub(/[+]/, "?", desc)
	if (prov !~ provre || (excl != "" && desc ~ excl)) {
		prov = ""
		return
	}
	if (max > 0 && seen[prov]++ >= max) {
		prov = ""
		return
	}
	body = ""
	for (i = 0; i < nargs; i++) {
		t = types[i]
		if (t == "void")
			continue	# tcp:::state-change: no argument
		if (t ~ / \*$/ && substr(t, 1, length(t) - 2) in members) {
			k = split(members[substr(t, 1, length(t) - 2)], w, " ")
			for (j = 1; j <= k; j++)
				body = body " trace(args[" i "]->" w[j] ");"
			continue
		}
		body = body " trace(args[" i "]);"
		if (t == "string")
			body = body " printf(\"%s\", args[" i "]);"
		else if (t ~ /^(const )?(unsigned )?char \*$/)
			body = body (prov == "syscall" || prov == "proc" ? \
			    " trace(args[" i "] ? copyinstr((uintptr_t)args[" i "]) : \"\");" : \
			    " trace(args[" i "] ? stringof(args[" i "]) : \"\");")
	}
	k = nargs > 10 ? 10 : nargs
	if (prov == "pid$target")
		k = 6
	for (i = 0; i < k; i++)
		body = body " trace(arg" i ");"
	body = body " trace(probefunc);"
	printf "%s\t%s\n", desc, body
	prov = ""
}
/^ *[0-9]+ / {
	flush()
	n = split($0, w, " ")
	prov = w[2]; name = w[n]; mod = ""; func = ""
	if (n == 5) {
		mod = w[3]; func = w[4]
	} else if (n == 4) {
		# which of module/function is empty: a function is
		# followed by one space, a module by the empty function
		if (index($0, w[3] " " w[4]) > 0)
			func = w[3]
		else
			mod = w[3]
	}
	nargs = 0
	next
}
/^\t\targs\[[0-9]+\]: / {
	sub(/^\t\targs\[[0-9]+\]: /, "")
	types[nargs++] = $0
}
END { flush() }
' "$OUT/members" "$LIST" >"$OUT/probes" || exit 2

total=$(wc -l <"$OUT/probes")
[ "$total" -gt 0 ] || { echo "probe-sweep: no probes" >&2; exit 2; }

# run_set FILE: run the probes of FILE (lines of $OUT/probes) as one
# script; status 0 if it loaded (and, with -f, ran) cleanly.
nrun=0
run_set() {
	nrun=$((nrun + 1))
	b=$OUT/batch-$nrun
	awk -F '\t' '{ printf "%s\n{%s }\n\n", $1, $2 }' "$1" >"$b.d"
	n=$(wc -l <"$1")
	if [ "$FIRE" = 1 ]; then
		end="tick-1s { exit(0); }"
	else
		end="BEGIN { exit(0); }"
	fi
	if [ -n "$CMD" ]; then
		set -- -c "$CMD"
	else
		set --
	fi
	timeout 120 "$DT" -x strsize=64 -x bufsize=1m -s "$b.d" -n "$end" \
	    "$@" </dev/null >"$b.out" 2>"$b.err"
	rc=$?
	echo "$rc" >"$b.rc"
	[ "$rc" = 0 ] || return 1
	m=$(sed -n "s/^dtrace: script '.*' matched \([0-9]*\) probes*\$/\1/p" \
	    "$b.err")
	[ "$m" = "$n" ] || { echo "matched ${m:-?} of $n" >>"$b.err"; return 1; }
	# anything on stderr but the matched lines (and, without -f, the
	# drops of a busy second) is a failure
	if grep -v -e "^dtrace: script '.*' matched" \
	    -e "^dtrace: description '.*' matched" \
	    -e '^dtrace: [0-9]* drops* on CPU' \
	    -e '^dtrace: [0-9]* dynamic variable drops*' \
	    -e "^dtrace: syscall::[a-z0-9_]*:[a-z]*: glibc issues" \
	    -e '^dtrace: pid [0-9]* has exited$' \
	    "$b.err" | grep -q .; then
		return 1
	fi
	return 0
}

# sweep FILE: run it; on failure split it until single probes fail
sweep() {
	if run_set "$1"; then
		return 0
	fi
	n=$(wc -l <"$1")
	if [ "$n" -le 1 ]; then
		why=$(grep -v -e "matched [0-9]* probe" "$OUT/batch-$nrun.err" |
		    head -n 1)
		printf '%s\t%s\n' "$(cut -f 1 "$1")" "${why:-exit $(cat "$OUT/batch-$nrun.rc")}" \
		    >>"$OUT/failed"
		return 1
	fi
	h=$(((n + 1) / 2))
	head -n "$h" "$1" >"$1.a"
	tail -n +"$((h + 1))" "$1" >"$1.b"
	sweep "$1.a"
	sweep "$1.b"
	rm -f "$1.a" "$1.b"
}

split -l "$BATCH" "$OUT/probes" "$OUT/set-"
for s in "$OUT"/set-*; do
	sweep "$s"
	rm -f "$s"
done

touch "$OUT/failed"
awk -F '\t' '
FILENAME ~ /probes$/ { split($1, p, ":"); tot[p[1]]++; next }
{ split($1, p, ":"); bad[p[1]]++ }
END {
	for (q in tot) {
		printf "%-12s %6d probes %6d failed\n", q, tot[q], bad[q] + 0
		T += tot[q]; B += bad[q]
	}
	printf "%-12s %6d probes %6d failed\n", "total", T, B
}' "$OUT/probes" "$OUT/failed" | sort >"$OUT/summary"
cat "$OUT/summary"
[ -s "$OUT/failed" ] && exit 1
exit 0
