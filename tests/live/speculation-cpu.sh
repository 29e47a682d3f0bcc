#!/bin/sh
# A speculation recorded on one CPU and committed from another: the tick
# probe (run by the consumer on CPU 0) speculates; getpid() of a process
# pinned to CPU 1 commits.  The committed record keeps the CPU it was
# recorded on, the commit itself runs on CPU 1, and the speculation stays
# busy until the consumer has processed the commit (DTrace frees at once
# only a speculation whose data is all on the committing CPU).
# @@timeout: 60
. ./lib/common.sh

ncpu=$(getconf _NPROCESSORS_ONLN)
[ "$ncpu" -ge 2 ] || skip "needs two CPUs"
command -v taskset >/dev/null 2>&1 || skip "needs taskset"

# the committer: getpid() on CPU 1 every 50 ms until told to stop, by a
# getpid_loop whose parent is $bg (not any getpid_loop on the system)
taskset -c 1 sh -c "while [ ! -e '$T/stop' ]; do '$TRIG/getpid_loop' 1;
    sleep 0.05; done" &
bg=$!
run -q -x cpu=0 -n '
BEGIN
{
	s = ready = 0;
}

tick-10ms
/s == 0/
{
	s = speculation();
}

tick-10ms
/s && !ready/
{
	speculate(s);
	printf("speculated on cpu %d\n", cpu);
}

tick-10ms
/s && !ready/
{
	ready = 1;
}

syscall::getpid:entry
/ppid == $1 && ready == 1/
{
	commit(s);
}

syscall::getpid:entry
/ppid == $1 && ready == 1/
{
	ready = 2;
	printf("committed on cpu %d, then %d\n", cpu, speculation());
	exit(0);
}' "$bg"
touch "$T/stop"
wait "$bg"
expect_rc 0
out_is "speculated on cpu 0" "committed on cpu 1, then 0" ""
err_is "dtrace: 1 failed speculation (available buffer(s) still busy)"
finish
