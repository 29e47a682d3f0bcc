#!/bin/sh
# fds[fd] (docs/builtins.md §1) against what the system says of the same
# files: the trigger's data.txt in directories on different file systems
# (this test's temporary directory, /dev/shm, /run when writable), its
# fi_fs and fi_mount as findmnt reports the file system type and mount
# point; fi_pathname the directory's real path.
# @@timeout: 90
. ./lib/common.sh

command -v findmnt >/dev/null 2>&1 || skip "no findmnt (util-linux)"

n=0
for base in "$T" /dev/shm /run; do
	[ -d "$base" ] && [ -w "$base" ] || continue
	d=$(mktemp -d "$base/dtfds.XXXXXX") || continue
	real=$(cd "$d" && pwd -P)
	fs=$(findmnt -n -o FSTYPE --target "$real" | head -1)
	mnt=$(findmnt -n -o TARGET --target "$real" | head -1)
	run -q -n 'syscall::getppid:entry /pid == $target/ {
	    printf("%s|%s|%s\n", fds[10].fi_pathname, fds[10].fi_dirname,
	    fds[10].fi_name); }' \
	    -n 'syscall::getppid:entry /pid == $target/ {
	    printf("%s|%s\n", fds[10].fi_fs, fds[10].fi_mount);
	    printf("%s|%s\n", fds[17].fi_pathname, fds[17].fi_mount); }' \
	    -c "$TRIG/fds $d"
	expect_rc 0 "fds in $base"
	out_is "$real/data.txt|$real|data.txt" "$fs|$mnt" "$real|$mnt" ""
	rm -rf "$d"
	n=$((n + 1))
done
[ "$n" -gt 0 ] || skip "no writable directory"

finish
