#!/bin/sh
# Whatever way dtrace ends - exit(), SIGINT, or kill -9 - no BPF program
# or link it created may remain (STYLE: detach everything on exit).  The
# programs and links are found through dtrace's own file descriptors
# (/proc/PID/fdinfo: prog_id, link_id) while it runs; afterwards none of
# them may exist.  Needs bpftool.
# @@timeout: 60
. ./lib/common.sh

command -v bpftool >/dev/null 2>&1 || skip "bpftool not installed"

# ids PID KEY: the values of KEY: in PID's fdinfo files
ids() {
	for f in /proc/"$1"/fdinfo/*; do
		sed -n "s/^$2:[[:space:]]*//p" "$f" 2>/dev/null
	done | sort -un
}

# check MODE: start dtrace, collect its programs and links, stop it as
# MODE says, then look for leftovers.
check() {
	mode=$1
	# empty now: the shell truncates them only in the background child
	: >"$T/out"
	: >"$T/err"
	"$DTRACE" -q -n 'BEGIN { printf("go\n"); }' \
	    -n 'syscall::getpid:entry { @c = count(); }' \
	    -n 'tick-50ms { @t = count(); }' \
	    -n 'tick-1500ms { exit(0); }' </dev/null >"$T/out" 2>"$T/err" &
	dpid=$!
	# everything is attached once BEGIN has run
	wait_for has_line "$T/out" '^go$'
	progs=$(ids "$dpid" prog_id)
	links=$(ids "$dpid" link_id)
	if [ -z "$progs" ]; then
		kill -KILL "$dpid" 2>/dev/null
		wait "$dpid" 2>/dev/null
		fail "$mode: no BPF programs held by dtrace $dpid"
		return
	fi
	for p in $progs; do
		bpftool prog show id "$p" >>"$T/progs" 2>&1
	done
	case $mode in
	kill9)	kill -KILL "$dpid" ;;
	sigint)	kill -INT "$dpid" ;;
	exit)	: ;;
	esac
	wait "$dpid" 2>/dev/null
	# the kernel frees programs and links after an RCU grace period,
	# which a loaded machine can stretch: allow it up to 5 s
	n=0
	while [ $n -lt 50 ]; do
		left=
		for p in $progs; do
			bpftool prog show id "$p" >/dev/null 2>&1 && left=1
		done
		for l in $links; do
			bpftool link show id "$l" >/dev/null 2>&1 && left=1
		done
		[ -z "$left" ] && break
		sleep 0.1
		n=$((n + 1))
	done
	for p in $progs; do
		if bpftool prog show id "$p" >/dev/null 2>&1; then
			fail "$mode: BPF program $p still loaded" \
			    "($(bpftool prog show id "$p" | head -1))"
		fi
	done
	for l in $links; do
		if bpftool link show id "$l" >/dev/null 2>&1; then
			fail "$mode: BPF link $l still present"
		fi
	done
	# nothing may still refer to the programs either
	for p in $progs; do
		if bpftool link show 2>/dev/null | grep -q "prog $p\$\|prog $p "; then
			fail "$mode: a link still refers to program $p"
		fi
	done
}

check exit
check sigint
check kill9
# the programs are the ones dtrace names dt_*
grep -q 'name dt_' "$T/progs" || fail "dtrace's BPF programs are not named dt_*"
finish
