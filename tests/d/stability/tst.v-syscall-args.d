/*
 * -v -e: args[] lowers the statement attributes to the provider's argument attributes.
 * @@noroot
 * @@args: -e -v
 */
syscall::read:entry
{
	trace(args[0]);
}
