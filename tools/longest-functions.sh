#!/bin/sh
# longest-functions.sh - the N longest C functions under src/ (default 5),
# as "lines file:function".  A function starts at a line whose first
# column holds its name and "(" and ends at the next "}" in column 1;
# static/return-type lines before it are not counted.
n=${1:-5}
cd "$(dirname "$0")/.." || exit 2
for f in $(find src -name '*.c' | sort); do
	awk -v file="$f" '
		/^[A-Za-z_][A-Za-z0-9_]*\(/ && !infn {
			name = $0; sub(/\(.*/, "", name); start = NR; infn = 1; next
		}
		infn && /^}/ { print NR - start + 1, file ":" name; infn = 0 }
	' "$f"
done | sort -rn | head -n "$n"
