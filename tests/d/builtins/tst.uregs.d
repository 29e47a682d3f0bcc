/*
 * uregs[] reads the user registers saved at kernel entry: R_ERR (orig_ax) holds the system call number, R_PC is R_RIP.
 * @@trigger: getpid_loop
 * @@args: -q
 */
syscall::getpid:entry
/pid == $target/
{
	printf("%d %d %d %d\n", uregs[R_ERR], uregs[R_PC] == uregs[R_RIP],
	    uregs[R_SP] != 0, uregs[R_RIP] < 0x800000000000);
	exit(0);
}
