#!/bin/sh
# Kernel variables by backquote (`jiffies, vmlinux`max_pfn, structs,
# arrays, per-CPU variables) need data symbols in /proc/kallsyms, which
# this machine's kernel lacks (no CONFIG_KALLSYMS_ALL): the checks in
# guest/ksym.sh run inside a qemu guest booted with Debian's stock kernel
# (../shared/tools/kvm-run).
# @@timeout: 420
. "$(dirname "$0")/lib/common.sh"

kvmrun=${KVM_RUN:-$(cd "$(dirname "$0")/../../.." && pwd)/shared/tools/kvm-run}
[ -x "$kvmrun" ] || kvmrun=/work/shared/tools/kvm-run
[ -x "$kvmrun" ] || skip "kvm-run not found (set KVM_RUN): guest ksym tests not run"
command -v qemu-system-x86_64 >/dev/null ||
	skip "qemu-system-x86_64 not installed: guest ksym tests not run"
[ -n "${KVM_RUN_GUEST:-}" ] && skip "already inside the guest"

"$kvmrun" --timeout 400 -- sh "$(cd "$(dirname "$0")" && pwd)/guest/ksym.sh" \
    >"$T/guest" 2>&1
grc=$?
cat "$T/guest"
case $grc in
0) exit 0 ;;
125) skip "kvm-run could not boot the guest (status 125): guest ksym tests not run" ;;
*) exit 1 ;;
esac
