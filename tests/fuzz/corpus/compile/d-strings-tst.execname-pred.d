/*
 * A predicate on execname instead of pid.
 * @@args: -q
 * @@trigger: getpid_loop 4
 */
syscall::getpid:entry
/execname == "getpid_loop"/
{
	@ = count();
}
