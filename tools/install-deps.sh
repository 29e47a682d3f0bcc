#!/bin/sh
# install-deps.sh - install the Debian packages dtrace needs to build, test
# and run.  Idempotent; needs root (apt-get).  Used by `make deps` and CI.
set -e
# qemu-system-x86: the fbt tests boot Debian's stock kernel in a guest
# (shared/tools/kvm-run), since this machine's kernel refuses fentry.
# libcapstone-dev: x86 instruction boundaries for pid offset probes.
# systemtap-sdt-dev: <sys/sdt.h> for USDT test programs, and systemtap's
# dtrace script (/usr/bin/dtrace) that the -h/-G tests compare us against;
# elfutils: eu-elflint checks the objects dtrace -G writes.
# python3.11: Debian's Python carries USDT probes (python:::function-entry).
# libc6-dbg: libc's separate debug file, which names libc's internal and
# static functions in user stacks (tests/d/stack/tst.ustack-dwarf*.d).
# procps: pgrep in the live tests (minimal images lack it).
# groff-base: groff checks that the man pages in docs/man render without
# warnings (tests/live/install.sh, make check-man).
PKGS="gcc make pkg-config libbpf-dev libelf-dev libdw-dev zlib1g-dev libcapstone-dev linux-libc-dev bpftool
qemu-system-x86 systemtap-sdt-dev elfutils python3.11 libc6-dbg procps groff-base"
missing=
for p in $PKGS; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
		missing="$missing $p"
done
if [ -n "$missing" ]; then
	echo "install-deps: installing$missing"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	apt-get install -y -qq --no-install-recommends $missing
fi
# kvm-run downloads the guest kernel with apt-get: it needs package lists
if ! apt-cache show linux-image-amd64 >/dev/null 2>&1; then
	apt-get update -qq || true
fi
