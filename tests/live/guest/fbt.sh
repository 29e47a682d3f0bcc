#!/bin/sh
# fbt checks, run INSIDE the kvm-run guest (Debian's stock kernel, which has
# fentry/fexit) by tests/live/fbt-guest.sh.  Same helpers as a live test.
. "$(dirname "$0")/../lib/common.sh"

echo "guest kernel $(uname -r)"

# listing: entry and return, module vmlinux
run -l -n 'fbt::vfs_read:'
expect_rc 0 "-l fbt::vfs_read:"
out_is "$LHDR" \
    "$(sed -n 2p "$T/out" | awk '{printf "%5d", $1}')        fbt           vmlinux                          vfs_read entry" \
    "$(sed -n 3p "$T/out" | awk '{printf "%5d", $1}')        fbt           vmlinux                          vfs_read return"

# argument types from BTF
run -lv -n 'fbt::vfs_read:entry'
expect_rc 0 "-lv"
grep -q '^		args\[0\]: struct file \*$' "$T/out" &&
grep -q '^		args\[1\]: char \*$' "$T/out" &&
grep -q '^		args\[2\]: size_t$' "$T/out" &&
grep -q '^		args\[3\]: loff_t \*$' "$T/out" ||
	fail "-lv argument types of vfs_read"

# other systems' names for the core kernel module
run -l -n 'fbt:kernel:vfs_read:entry'
[ "$(wc -l <"$T/out")" = 2 ] || fail "fbt:kernel: alias"

# entry: typed args, a kernel struct walk
run -q -n 'fbt::vfs_read:entry /pid == $target/ {
    printf("%s %d\n", stringof(args[0]->f_path.dentry->d_name.name),
    args[2] > 0); }' -c 'cat /proc/version'
expect_rc 0 "entry"
grep -q '^version 1$' "$T/out" || fail "entry: file name from args[0]"

# return: arg0 is -1 (offset unknown), arg1/args[1] the return value
run -q -n 'fbt::vfs_read:return /pid == $target && arg1 > 0/ {
    printf("%d %d\n", arg0, args[1] == arg1); exit(0); }' \
    -c 'cat /proc/version'
expect_rc 0 "return"
grep -q '^-1 1$' "$T/out" || fail "return: arg0/arg1"

# a glob over several functions, one program each, counted by function
run -q -n 'fbt::vfs_rea*:entry /pid == $target/ { @[probefunc] = count(); }
    END { printa("%s %@d\n", @); }' -c 'cat /proc/version'
expect_rc 0 "glob"
grep -q '^vfs_read [1-9]' "$T/out" || fail "glob vfs_rea*"

# too many trampolines for a kernel without kprobe.multi: refused up front
run -n 'fbt::*read*:entry { @ = count(); }'
expect_rc 1 "too many"
grep -q 'fbt probes enabled: without kprobe.multi on this kernel each needs its own fentry trampoline' "$T/err" ||
	fail "too many fentry probes: message"

# chill() in fentry and fexit (TRACING) programs: the wait subprogram
# and its BTF func_info verify next to the attach BTF id
run -wq -n 'fbt::vfs_read:entry /pid == $target/ { self->t = timestamp;
    chill(1000000); } fbt::vfs_read:return /self->t/ { chill(1);
    printf("%d\n", timestamp - self->t >= 1000000); self->t = 0; exit(0); }' \
    -c 'cat /proc/version'
expect_rc 0 "chill"
grep -q '^1$' "$T/out" || fail "chill in fentry/fexit programs"

# a function that does not exist
run -n 'fbt::no_such_function_here:entry'
expect_rc 1 "no match"
err_is "dtrace: invalid probe specifier fbt::no_such_function_here:entry: probe description fbt::no_such_function_here:entry does not match any probes"

finish
