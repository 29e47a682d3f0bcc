#!/bin/sh
# demo.sh - a short real trace: count system calls by name for 2 seconds
# while listing a directory tree, then print who opened what.
set -e
DTRACE=${1:-build/dtrace}
echo "== dtrace -n 'syscall:::entry { @[probefunc] = count(); } tick-2s { exit(0); }'"
( sleep 0.5; ls -R /usr/share/doc >/dev/null 2>&1 ) &
"$DTRACE" -n 'syscall:::entry { @[probefunc] = count(); } tick-2s { exit(0); }' | tail -15
printf '%s\n' "== dtrace -q -n 'BEGIN { printf(\"hello, %s %d\\n\", \"world\", 42); exit(0); }'"
"$DTRACE" -q -n 'BEGIN { printf("hello, %s %d\n", "world", 42); exit(0); }'
