#!/bin/sh
# install-deps.sh - install the Debian packages dtrace needs to build, test
# and run.  Idempotent; needs root (apt-get).  Used by `make deps` and CI.
set -e
PKGS="gcc make pkg-config libbpf-dev libelf-dev libdw-dev zlib1g-dev linux-libc-dev bpftool"
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
