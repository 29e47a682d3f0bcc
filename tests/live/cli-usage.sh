#!/bin/sh
# Usage errors exit 2 and print the usage text on stderr (docs/options.md
# §1, §2).
# The text is byte-exact: the illumos/FreeBSD text of docs/options.md §1
# (or Oracle's variant of it, without -a/-A).
# @@timeout: 30
. ./lib/common.sh

tab=$(printf '\t')
usage_text() {	# $1 = option letters of line 1, $2 = 1 for -a/-A lines
	printf 'Usage: dtrace [-32|-64] [-%s] [-b bufsz] [-c cmd] [-D name[=def]]\n' "$1"
	cat <<EOF
${tab}[-I path] [-L path] [-o output] [-p pid] [-s script] [-U name]
${tab}[-x opt[=val]] [-X a|c|s|t]

${tab}[-P provider [[ predicate ] action ]]
${tab}[-m [ provider: ] module [[ predicate ] action ]]
${tab}[-f [[ provider: ] module: ] func [[ predicate ] action ]]
${tab}[-n [[[ provider: ] module: ] func: ] name [[ predicate ] action ]]
${tab}[-i probe-id [[ predicate ] action ]] [ args ... ]

${tab}predicate -> '/' D-expression '/'
${tab}   action -> '{' D-statements '}'

${tab}-32 generate 32-bit D programs and ELF files
${tab}-64 generate 64-bit D programs and ELF files

EOF
	if [ "$2" = 1 ]; then
		printf '\t-a  claim anonymous tracing state\n'
		printf '\t-A  generate driver.conf(4) directives for anonymous tracing\n'
	fi
	cat <<EOF
${tab}-b  set trace buffer size
${tab}-c  run specified command and exit upon its completion
${tab}-C  run cpp(1) preprocessor on script files
${tab}-D  define symbol when invoking preprocessor
${tab}-e  exit after compiling request but prior to enabling probes
${tab}-f  enable or list probes matching the specified function name
${tab}-F  coalesce trace output by function
${tab}-G  generate an ELF file containing embedded dtrace program
${tab}-h  generate a header file with definitions for static probes
${tab}-H  print included files when invoking preprocessor
${tab}-i  enable or list probes matching the specified probe id
${tab}-I  add include directory to preprocessor search path
${tab}-l  list probes matching specified criteria
${tab}-L  add library directory to library search path
${tab}-m  enable or list probes matching the specified module name
${tab}-n  enable or list probes matching the specified probe name
${tab}-o  set output file
${tab}-p  grab specified process-ID and cache its symbol tables
${tab}-P  enable or list probes matching the specified provider name
${tab}-q  set quiet mode (only output explicitly traced data)
${tab}-s  enable or list probes according to the specified D script
${tab}-S  print D compiler intermediate code
${tab}-U  undefine symbol when invoking preprocessor
${tab}-v  set verbose mode (report stability attributes, arguments)
${tab}-V  report DTrace API version
${tab}-w  permit destructive actions
${tab}-x  enable or modify compiler and tracing options
${tab}-X  specify ISO C conformance settings for preprocessor
${tab}-Z  permit probe descriptions that match zero probes
EOF
}
usage_text aACeFGhHlqSvVwZ 1 >"$T/usage.illumos"
usage_text CeFGhHlqSvVwZ 0 >"$T/usage.oracle"

# is_usage WHAT: $T/err ends with one of the usage texts (an error line
# such as "dtrace: illegal option -- j" may come first).
is_usage() {
	n=$(wc -l <"$T/usage.illumos")
	tail -n "$n" "$T/err" >"$T/tail.i"
	n=$(wc -l <"$T/usage.oracle")
	tail -n "$n" "$T/err" >"$T/tail.o"
	cmp -s "$T/tail.i" "$T/usage.illumos" ||
	    cmp -s "$T/tail.o" "$T/usage.oracle" ||
	    fail "$1: stderr does not end with the usage text"
	[ -s "$T/out" ] && fail "$1: usage went to stdout"
}

run
expect_rc 2 "no arguments"
cmp -s "$T/err" "$T/usage.illumos" || cmp -s "$T/err" "$T/usage.oracle" ||
	fail "no arguments: stderr is not exactly the usage text"

run -j
expect_rc 2 "unknown option -j"
is_usage "-j"

run -n
expect_rc 2 "-n without its argument"
is_usage "-n without argument"

run -l -V
expect_rc 2 "-l -V"
grep -qx 'dtrace: only one of the \[-AGhlV\] options can be specified at a time' \
    "$T/err" || fail "-l -V: no 'only one of the [-AGhlV] options' message"

run -V
expect_rc 0 "-V"
grep -qx 'dtrace: Sun D 1.13\|dtrace: Oracle D 2.0' "$T/out" ||
	fail "-V: no version line on stdout"
finish
