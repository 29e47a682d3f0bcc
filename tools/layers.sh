#!/bin/sh
# layers.sh - check that includes point down the pipeline only.
#
# Each directory of src/ is a layer; a file may include headers of its
# own directory and the interface header (D/D.h) of the directories
# below it, as listed here (docs/pipeline.md, "Layers", draws the same
# house):
#
#   base      nothing
#   format    base
#   bpf       base format
#   output    base format bpf
#   probes    base bpf
#   compiler  base format bpf probes
#   codegen   base format bpf probes compiler
#   driver    base format bpf probes compiler codegen
#   runtime   base format bpf probes output
#   cli       every other layer
#
# Prints one line per offending include and, last, "N violations";
# exits 1 if there are any.
cd "$(dirname "$0")/.." || exit 2
allowed() {
	case $1 in
	base)		echo "" ;;
	format)		echo "base" ;;
	bpf)		echo "base format" ;;
	output)		echo "base format bpf" ;;
	probes)		echo "base bpf" ;;
	compiler)	echo "base format bpf probes" ;;
	codegen)	echo "base format bpf probes compiler" ;;
	driver)		echo "base format bpf probes compiler codegen" ;;
	runtime)	echo "base format bpf probes output" ;;
	cli)		echo "base format bpf output probes compiler codegen" \
			    "driver runtime" ;;
	*)		echo "?" ;;
	esac
}
n=0
for f in $(find src -name '*.[ch]' | sort); do
	dir=${f#src/}
	dir=${dir%%/*}
	ok=$(allowed "$dir")
	for inc in $(sed -n 's/^#[ \t]*include[ \t]*"\([^"]*\)".*/\1/p' "$f"); do
		case $inc in
		../*/*)	;;
		*)	continue ;;		# own directory (or generated)
		esac
		d=${inc#../}
		d=${d%%/*}
		hdr=${inc#../"$d"/}
		why=
		case " $ok " in
		*" $d "*)	[ "$hdr" = "$d.h" ] ||
				    why="not $d's interface header ($d/$d.h)" ;;
		*)		why="$dir may not include $d" ;;
		esac
		if [ -n "$why" ]; then
			echo "$f: #include \"$inc\": $why"
			n=$((n + 1))
		fi
	done
done
echo "$n violations"
[ "$n" -eq 0 ]
