/*
 * ustackmode=dwarf from a pid-provider (uprobe) probe at the entry of a
 * function built without frame pointers: the first frame is the probed
 * function itself (no offset), then its callers, unwound with the
 * registers saved at the breakpoint.  The frame-pointer walk shows
 * nofp_b alone.
 * @@trigger: ustack_nofp 1000
 */
#pragma D option quiet
#pragma D option ustackmode=dwarf

pid$target::nofp_b:entry
{
	ustack(3);
	exit(0);
}
