#!/bin/sh
# A CPU brought online while dtrace runs gets its principal buffer and
# profile perf events: the checks in guest/hotplug.sh take a CPU offline
# and back, so they run inside a qemu guest booted with Debian's stock
# kernel (../shared/tools/kvm-run), not on this machine.
# @@timeout: 300
. "$(dirname "$0")/lib/common.sh"

kvmrun=${KVM_RUN:-$(cd "$(dirname "$0")/../../.." && pwd)/shared/tools/kvm-run}
[ -x "$kvmrun" ] || kvmrun=/work/shared/tools/kvm-run
[ -x "$kvmrun" ] || skip "kvm-run not found (set KVM_RUN): guest hotplug test not run"
command -v qemu-system-x86_64 >/dev/null ||
	skip "qemu-system-x86_64 not installed: guest hotplug test not run"
[ -n "${KVM_RUN_GUEST:-}" ] && skip "already inside the guest"

"$kvmrun" --smp 2 --timeout 240 -- sh "$(cd "$(dirname "$0")" && pwd)/guest/hotplug.sh" \
    >"$T/guest" 2>&1
grc=$?
cat "$T/guest"
case $grc in
0) exit 0 ;;
77) skip "$(tail -n 1 "$T/guest")" ;;
125) skip "kvm-run could not boot the guest (status 125): guest hotplug test not run" ;;
*) exit 1 ;;
esac
