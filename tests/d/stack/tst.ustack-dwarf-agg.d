/*
 * ustackmode=dwarf leaves aggregation keys as they are: a ustack() key
 * holds frame-pointer PCs (equal stacks must make equal keys; a stack
 * copy never is), so the trigger built with frame pointers aggregates
 * as in tst.ustack-agg.d while the ustack() action of the same clause
 * is unwound with DWARF.  The process has gone when the aggregation
 * prints.
 * @@trigger: ustack 20
 */
#pragma D option quiet
#pragma D option ustackmode=dwarf

int done;

syscall::getpid:entry
/pid == $target/
{
	@[ustack(3)] = count();
}

syscall::getpid:entry
/pid == $target && !done/
{
	ustack(4);
	done = 1;
}
