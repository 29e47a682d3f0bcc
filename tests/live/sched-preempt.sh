#!/bin/sh
# sched:::preempt, enqueue and sysinfo:::inv_swtch for a thread that
# loses its CPU while still runnable: two busy loops pinned to one CPU.
# The target (spin, no system calls) is switched out by the scheduler
# tick: preempt in its context before those off-cpu, enqueue of the
# target back on that CPU's queue, an involuntary switch each time.
# @@timeout: 60
. ./lib/common.sh

[ "$(nproc)" -ge 2 ] || skip "needs 2 CPUs"
command -v taskset >/dev/null || skip "no taskset"

# the other loop runs until the target is done (killed below), however
# long dtrace takes to start
taskset -c 1 "$TRIG/spin" 50000 &
other=$!
run -q -c "taskset -c 1 $TRIG/spin 1500" -n '
sched:::preempt /pid == $target/ { self->p = 1; @p = count(); }
sched:::remain-cpu /pid == $target/ { self->p = 0; }
sched:::off-cpu /pid == $target && self->p/ { @op = count(); self->p = 0; }
sched:::enqueue /args[1]->pr_pid == $target && args[2]->cpu_id == 1/
{ @e = count(); }
sysinfo:::inv_swtch /pid == $target/ { @i = count(); }
END { printa("preempt %@d\n", @p); printa("offcpu %@d\n", @op);
    printa("enqueue %@d\n", @e); printa("inv %@d\n", @i); }'
kill "$other" 2>/dev/null
wait "$other" 2>/dev/null
expect_rc 0 preempt
awk '$2 >= 5 { ok[$1] = 1 }
    END { exit !(ok["preempt"] && ok["offcpu"] && ok["enqueue"] &&
    ok["inv"]) }' "$T/out" ||
	fail "preempt/off-cpu/enqueue/inv_swtch of a preempted busy loop"

finish
