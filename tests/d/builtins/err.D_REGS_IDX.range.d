/*
 * An index past the registers of struct pt_regs.
 * @@noroot
 * @@args: -e
 */
syscall::getpid:entry
{
	trace(uregs[21]);
}
