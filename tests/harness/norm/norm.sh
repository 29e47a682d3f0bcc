#!/bin/sh
# norm.sh - output normalizer shared by the golden tests' NAME.r.p files:
# a filter from stdin to stdout that replaces the run-dependent parts of
# dtrace output, chosen by its arguments (any order):
#   cpu   the CPU column of a record line ("%3d %6d %32s ") becomes "  X"
#   id    the probe ID column of a record line becomes "     N"
#   pid   "pid 1234" in notices becomes "pid PID"
#   dif   drops " at DIF offset N" from run-time error messages and turns
#         "(ID 412: syscall:..." into "(ID N: syscall:..." (only the
#         dtrace::: probes have fixed IDs)
# Usage in a .r.p file:  exec sh ../../harness/norm/norm.sh cpu
cpu=0 id=0 pid=0 dif=0
for a in "$@"; do
	case $a in
	cpu)	cpu=1 ;;
	id)	id=1 ;;
	pid)	pid=1 ;;
	dif)	dif=1 ;;
	*)	echo "norm.sh: unknown normalization '$a'" >&2; exit 2 ;;
	esac
done
# A record line: 3-wide CPU, blank, 6-wide ID, blank, then the 32-wide
# right-aligned FUNCTION:NAME and a blank.
rec='^[ 0-9X]{2}[0-9X] [ 0-9N]{5}[0-9N] ( *[^ ]*:[^ ]+ )'
script=
[ $id = 1 ] && script="$script
/$rec/s/^(...) [ 0-9]{5}[0-9] /\\1      N /"
[ $cpu = 1 ] && script="$script
/$rec/s/^[ 0-9]{2}[0-9] /  X /"
[ $pid = 1 ] && script="$script
s/pid [0-9]+/pid PID/g"
[ $dif = 1 ] && script="$script
s/ at DIF offset [0-9]+//
/\\(ID [0-9]+: dtrace:/!s/\\(ID [0-9]+: /(ID N: /"
exec sed -E "$script"
