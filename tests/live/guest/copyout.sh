#!/bin/sh
# copyout()/copyoutstr() checks, run INSIDE the kvm-run guest (Debian's
# stock kernel lets tracing programs call bpf_probe_write_user; this
# machine's kernel does not) by tests/live/copyout-guest.sh.
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
finish
