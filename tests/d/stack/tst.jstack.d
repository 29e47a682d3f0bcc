/*
 * jstack(): ustack() with the jstackframes default (50; here set to 3 by
 * the pragma), no Java helper strings on Linux, so the frames are the
 * native ones: main -> ustack_a -> ustack_b -> ustack_c, innermost first.
 * @@trigger: ustack 1000
 */
#pragma D option quiet
#pragma D option jstackframes=3

syscall::getpid:entry
/pid == $target/
{
	jstack();
	printf("[end]\n");
	exit(0);
}
