/*
 * The default ustackmode (fp): the same stack as tst.ustack-dwarf.d,
 * walked by bpf_get_stack() along frame pointers, has only the frame of
 * the system call's PC: neither libc's write() wrapper nor the trigger
 * keep a frame pointer, so the walk ends at once.
 * @@trigger: ustack_nofp 1000
 */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	ustack();
	printf("[end]\n");
	exit(0);
}
