#!/bin/sh
# fake-dtrace.sh - stands in for build/dtrace in the runner's self-tests
# (tests/harness/selftest.sh).  It does not read D: it acts out the
# @@fake-* directives in the comments of the -s script:
#   @@fake-out: TEXT     print TEXT on stdout (every such line, in order)
#   @@fake-err: TEXT     print TEXT on stderr
#   @@fake-seq: N        print 1..N on stdout
#   @@fake-args          print "args: [ARG1][ARG2]..." on stdout first
#   @@fake-errtag: TAG   print a compile error, tagged [TAG] under -xerrtags
#   @@fake-sleep: N      sleep N seconds before exiting
#   @@fake-exit: N       exit status (default 0)

script=
prev=
errtags=0
for a in "$@"; do
	[ "$prev" = -s ] && script=$a
	[ "$prev" = -x ] && [ "$a" = errtags ] && errtags=1
	prev=$a
done
[ -n "$script" ] || { echo "fake-dtrace: no -s script" >&2; exit 2; }
[ -r "$script" ] || { echo "dtrace: failed to open $script" >&2; exit 2; }

# Value of the first "@@fake-NAME: value" in the script.
val() {
	sed -n "s/.*@@fake-$1: *//p" "$script" | head -n 1
}

if grep -q '@@fake-args' "$script"; then
	printf 'args: '
	printf '[%s]' "$@"
	echo
fi
sed -n 's/.*@@fake-out: \{0,1\}//p' "$script"
sed -n 's/.*@@fake-err: \{0,1\}//p' "$script" >&2
n=$(val seq)
[ -n "$n" ] && seq 1 "$n"
tag=$(val errtag)
if [ -n "$tag" ]; then
	[ $errtags = 1 ] || tag=
	echo "dtrace: failed to compile script $script:" \
	    "${tag:+[$tag] }line 1: fake" >&2
fi
n=$(val sleep)
[ -n "$n" ] && sleep "$n"
n=$(val exit)
exit "${n:-0}"
