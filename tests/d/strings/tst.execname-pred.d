/*
 * A predicate on execname: the trigger's calls pass it, and a name that
 * is only a prefix of the trigger's does not.  Restricted to $target, as
 * other processes named getpid_loop may run at the same time.
 * @@args: -q
 * @@trigger: getpid_loop 4
 */
syscall::getpid:entry
/pid == $target && execname == "getpid_loop"/
{
	@ = count();
}

syscall::getpid:entry
/pid == $target && execname == "getpid_loo"/
{
	@prefix = count();
}

END
{
	printa("prefix %@d\n", @prefix);
}
