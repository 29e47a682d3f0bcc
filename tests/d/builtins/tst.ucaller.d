/*
 * ucaller: at the pid provider's entry probe of ustack_b (before it
 * pushed its frame), the return address into ustack_a; in ustack_c's
 * getpid system call, the second user frame, in ustack_b.
 * @@trigger: ustack 1000
 */
#pragma D option quiet

pid$target::ustack_b:entry
{
	printf("entry: ");
	ufunc(ucaller);
	printf("\n");
}

syscall::getpid:entry
/pid == $target/
{
	printf("syscall: ");
	ufunc(ucaller);
	printf("\n");
	exit(0);
}
