#!/bin/sh
# Action checks that need Debian's stock kernel, run INSIDE the kvm-run
# guest by tests/live/actions-guest.sh: copyout()/copyoutstr() (that
# kernel lets tracing programs call bpf_probe_write_user; this machine's
# does not) and -F on fbt entry/return pairs (" -> " / " <- ").
. "$(dirname "$0")/../lib/common.sh"

echo "guest kernel $(uname -r)"
ACT=$TRIG/actions
SEL='syscall::write:entry /pid == $target && (int)arg0 == -1/'

# copyoutstr() writes "abc" and its NUL at offset 10 of the trigger's
# 16 '.'; copyout() then copies two of those bytes to offset 2
run -wq -n "$SEL { copyoutstr(\"abc\", arg1 + 10, 16); copyout(copyin(arg1 + 10, 2), arg1 + 2, 2); }" \
    -c "$ACT copyout"
expect_rc 0 "copyout"
out_is "..ab......abc" ""
# copyoutstr() writes at most n bytes, the NUL included
run -wq -n "$SEL { this->s = \"xyz\"; copyoutstr(this->s, arg1 + 4, 3); }" \
    -c "$ACT copyout"
expect_rc 0 "copyoutstr truncated"
out_is "....xy" ""
# copyout() of more than 1024 bytes is an illegal operation
run -wq -n "$SEL { copyout(curthread, arg1, 2000); }" -c "$ACT copyout"
expect_rc 0 "copyout too large"
out_is "................" ""
grep -q "illegal operation in action #1" "$T/err" ||
	fail "copyout of 2000 bytes: no illegal operation error"
# a bad user address is an invalid address error
run -wq -n "$SEL { copyoutstr(\"x\", 16, 2); }" -c "$ACT copyout"
expect_rc 0 "copyoutstr bad address"
grep -q "invalid address (0x10) in action #1" "$T/err" ||
	fail "copyoutstr to 0x10: no invalid address error"
# -F with fbt: vfs_read's entry, rw_verify_area nested inside it, returns
run -F -n 'fbt::vfs_read:entry,fbt::vfs_read:return,fbt::rw_verify_area:entry,fbt::rw_verify_area:return /pid == $target/ {}' \
    -c "dd if=/etc/hostname of=/dev/null"
expect_rc 0 "-F fbt"
sed -n 1p "$T/out" | grep -qx 'CPU FUNCTION                                 ' ||
	fail "-F: header"
grep -Eq '^ *[0-9]+  -> vfs_read +$' "$T/out" &&
grep -Eq '^ *[0-9]+    -> rw_verify_area +$' "$T/out" &&
grep -Eq '^ *[0-9]+    <- rw_verify_area +$' "$T/out" &&
grep -Eq '^ *[0-9]+  <- vfs_read +$' "$T/out" ||
	fail "-F: entry/return lines of fbt probes"
finish
