/*
 * -x stackframes sets the depth of stack() (and a pragma ustackframes
 * that of ustack()); an explicit count wins.  Kernel frames vary, so the
 * .r.p filter turns them into FRAME: their number is what is checked.
 * @@trigger: ustack 1000
 * @@args: -x stackframes=2
 */
#pragma D option quiet
#pragma D option ustackframes=2

syscall::getpid:entry
/pid == $target/
{
	stack();
	stack(1);
	ustack();
	printf("\n");
	exit(0);
}
