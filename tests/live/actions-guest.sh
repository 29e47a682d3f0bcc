#!/bin/sh
# copyout() and copyoutstr() on a kernel that lets tracing programs write
# user memory (this machine's kernel refuses bpf_probe_write_user: see
# actions.sh for the message), and -F on fbt probes (no fbt here): the
# checks in guest/actions.sh run inside a qemu guest booted with Debian's
# stock kernel (../shared/tools/kvm-run), in one boot.
# @@timeout: 420
. "$(dirname "$0")/lib/common.sh"

kvmrun=${KVM_RUN:-$(cd "$(dirname "$0")/../../.." && pwd)/shared/tools/kvm-run}
[ -x "$kvmrun" ] || kvmrun=/work/shared/tools/kvm-run
[ -x "$kvmrun" ] || skip "kvm-run not found (set KVM_RUN): guest action tests not run"
command -v qemu-system-x86_64 >/dev/null ||
	skip "qemu-system-x86_64 not installed: guest action tests not run"
[ -n "${KVM_RUN_GUEST:-}" ] && skip "already inside the guest"

"$kvmrun" --timeout 400 -- sh "$(cd "$(dirname "$0")" && pwd)/guest/actions.sh" \
    >"$T/guest" 2>&1
grc=$?
cat "$T/guest"
case $grc in
0) exit 0 ;;
125) skip "kvm-run could not boot the guest (status 125): guest action tests not run" ;;
*) exit 1 ;;
esac
