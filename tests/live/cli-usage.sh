#!/bin/sh
# Usage errors exit 2 and print the usage text on stderr (cli.md 1, 2).
# The text is byte-exact: the illumos/FreeBSD text of cli.md 1, or its
# Oracle variant (no -a/-A) that the spec also allows.
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

