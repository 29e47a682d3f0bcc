/*
 * usym()/ufunc()/umod()/uaddr() as actions ("  %-50s", quiet mode too)
 * and printf %A, of a known user address: the trigger passes ustack_b's
 * address as write(2)'s buffer.  usym and ufunc drop the offset.
 * @@trigger: ustack 1000
 */
#pragma D option quiet

syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	usym(arg1 + 3);
	ufunc(arg1);
	umod(arg1 + 1);
	uaddr(arg1 + 3);
	uaddr(arg1);
	printf("|\n[%A] [%-20A] [%20A]\n", arg1 + 17, arg1, arg1);
	exit(0);
}
