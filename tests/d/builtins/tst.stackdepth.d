/*
 * stackdepth and caller at a system call: the kernel stack stack()
 * prints has at least the syscall entry path (>= 2 frames, at most
 * 127), and caller is its second frame, a kernel text address.
 * ustackdepth counts the trigger's main -> ustack_a -> ustack_b ->
 * ustack_c frame-pointer chain (and whatever libc frames follow).
 * @@trigger: ustack 1000
 */
#pragma D option quiet

syscall::getpid:entry
/pid == $target/
{
	printf("stackdepth ok: %d\n", stackdepth >= 2 && stackdepth <= 127);
	printf("caller kernel: %d\n", caller >= 0xffff800000000000);
	printf("ustackdepth ok: %d\n", ustackdepth >= 4 && ustackdepth <= 127);
	exit(0);
}
