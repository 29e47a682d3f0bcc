/*
 * ustackdepth counts user frames (at least the syscall wrapper's), ucaller is a user address.
 * @@trigger: getpid_loop
 * @@args: -q
 */
syscall::getpid:entry
/pid == $target/
{
	printf("%d %d\n", ustackdepth >= 1, ucaller < 0x800000000000);
	exit(0);
}
