#!/bin/sh
# layers.sh - the source tree keeps its layering: tools/layers.sh finds
# no include pointing up the pipeline or into another directory's private
# headers (docs/pipeline.md, Layers), and the README's source tour names
# every directory and source file of src/ and nothing that does not exist.
# @@timeout: 30
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT" || exit 2
rc=0
if ! out=$(sh tools/layers.sh); then
	printf '%s\n' "$out"
	rc=1
fi
# Every path the tour names exists.
tour=$(sed -n '/^## Source tour/,/^## /p' README.md)
for p in $(printf '%s\n' "$tour" | grep -o '`[a-z][a-z0-9_./-]*`' | tr -d '`' |
    grep -E '^(src|docs|tools|tests|lib|bench)/' | sort -u); do
	[ -e "$p" ] || { echo "README tour names '$p', which does not exist"; rc=1; }
done
# Every source file is named, by path or by file name in its directory's row.
for f in $(find src -name '*.c' | sort); do
	b=${f##*/}
	printf '%s\n' "$tour" | grep -q -e "$f" -e "\`$b\`" -e "\`${b%.c}\`" ||
	    { echo "README tour does not name $f"; rc=1; }
done
exit $rc
