/*
 * The index of uregs[] must be a constant.
 * @@noroot
 * @@args: -e
 */
syscall::getpid:entry
{
	i = 3;
	trace(uregs[i]);
}
