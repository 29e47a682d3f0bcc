/*
 * ustackmode=dwarf with two ustack() in one clause: a stack copy is 8
 * KiB and a clause's record at most 16 KiB, so the first is unwound
 * with DWARF and the second, which would not fit, walked by frame
 * pointers (in ustack_nofp: the system call's frame only).
 * @@trigger: ustack_nofp 1000
 */
#pragma D option quiet
#pragma D option ustackmode=dwarf

syscall::write:entry
/pid == $target/
{
	ustack(3);
	ustack(3);
	exit(0);
}
