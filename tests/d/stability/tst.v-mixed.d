/*
 * -v -e: the minimum over BEGIN (Stable) and syscall (Evolving).
 * @@noroot
 * @@args: -e -v
 */
BEGIN
{
}

syscall::write:entry
{
	trace(arg0);
}
