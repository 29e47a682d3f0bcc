/*
 * User symbols as aggregation keys.  usym() keys of one function fold
 * into one entry (as DTrace folds them to the symbol's address); uaddr()
 * keys do not fold; umod() keys fold to the object.  printa() renders
 * them with %A.  The process has exited when they print.
 * @@trigger: ustack 10
 */
#pragma D option quiet

syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	@s[usym(arg1 + 1)] = count();
	@s[usym(arg1 + 5)] = count();
	@a[uaddr(arg1 + 1)] = sum(1);
	@a[uaddr(arg1 + 5)] = sum(2);
	@m[umod(arg1), ufunc(arg1 + 2)] = count();
	@m[umod(arg1 + 3), ufunc(arg1)] = count();
}

END
{
	printa("%A: %@d\n", @a);
	printa(@s);
}
