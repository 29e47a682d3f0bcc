#!/bin/sh
# tick-N runs on its CPU through an IPI, in the context it interrupted:
# arg0 is the kernel PC (0 in user mode), arg1 the user PC (0 in kernel
# mode), pid/execname the interrupted thread, stack() starts at the
# interrupted frame.  The target is pinned to the tick CPU (-x cpu; spin
# pins itself: a taskset exec would leave dtrace the symbols of taskset):
# spin loops in user mode (user PCs in spin, libc or the vDSO), dd copies
# /dev/zero in the kernel (kernel PCs in vmlinux).
# @@timeout: 60
. ./lib/common.sh

[ "$(nproc)" -ge 2 ] || skip "needs 2 CPUs (the tick thread avoids the tick CPU)"
command -v taskset >/dev/null || skip "no taskset"

# user mode: never both set, mostly arg1 only, the user PC in spin's
# address space
run -q -x cpu=1 -c "$TRIG/spin 1000 1" -n '
tick-4ms /pid == $target/ { @[arg0 != 0, arg1 != 0] = count(); }
tick-4ms /pid == $target && arg1 != 0/ { @m[umod(arg1)] = count(); }
END { printa("mode %d %d %@d\n", @); printa(@m); }'
expect_rc 0 "tick user"
awk '$1 == "mode" && $2 == 1 && $3 == 1 { bad = 1 }
    $1 == "mode" && $2 == 0 && $3 == 1 { u = $4 }
    $1 == "mode" && $2 == 1 && $3 == 0 { k = $4 }
    $1 ~ /^(spin|libc\.so\.6|\[vdso)/ { m += $NF }
    END { exit !(!bad && u > 0 && u > k && m > 0) }' "$T/out" ||
	fail "tick in user mode: arg1 = user PC, arg0 = 0"

# kernel mode: arg0 in vmlinux (mostly: the thread may be running some
# other tracer's BPF program), arg1 0; the stack starts in the kernel
# function that was running (not in the IPI or the test run)
run -q -x cpu=1 -c "taskset -c 1 dd if=/dev/zero of=/dev/null bs=1M count=20000" -n '
tick-4ms /pid == $target/ { @[arg0 != 0, arg1 != 0] = count(); }
tick-4ms /pid == $target && arg0 != 0/ { @m[mod(arg0)] = count(); }
tick-4ms /pid == $target && arg0 != 0 && !s++/ { stack(1); }
END { printa("mode %d %d %@d\n", @); printa(@m); }'
expect_rc 0 "tick kernel"
awk '$1 == "mode" && $2 == 1 && $3 == 1 { bad = 1 }
    $1 == "mode" && $2 == 1 && $3 == 0 { k = $4 }
    NF == 2 && $1 == "vmlinux" { m = $2 }
    /call_function_single|bpf_prog_test_run/ { bad = 1 }
    END { exit !(!bad && k > 0 && 2 * m > k) }' "$T/out" ||
	fail "tick in kernel mode: arg0 = kernel PC, arg1 = 0"

# an idle or busy CPU alike: never both of arg0/arg1, exactly one at
# (nearly) every firing.  A CI-like run once saw 1 firing of 100 with
# neither set (the interrupted context not found; the cause is not
# understood yet): up to 2 are let through, both set never.
run -q -n 'tick-2ms { @[(arg0 != 0) + (arg1 != 0)] = count(); }
tick-2ms /++n == 100/ { exit(0); }
END { printa("set %d %@d\n", @); }'
expect_rc 0 "tick any"
awk '$1 == "set" && $2 == 2 { bad = 1 } $1 == "set" && $2 == 0 { z = $3 }
    $1 == "set" && $2 == 1 { n = $3 }
    END { exit !(!bad && z <= 2 && n + z >= 100 && n >= 98) }' "$T/out" ||
	fail "tick: exactly one of arg0/arg1"

finish
