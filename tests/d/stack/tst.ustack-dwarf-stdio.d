/*
 * ustackmode=dwarf through libc's stdio: fflush() reaches write(2)
 * through libc's internal functions; new_do_write is static and
 * _IO_file_write, _IO_do_write, _IO_file_sync are not in .dynsym:
 * only the separate debug file of libc (libc6-dbg, found by build ID
 * under /usr/lib/debug) names them.  ustack(n) and printf %k of a
 * ustack() too.
 * @@trigger: ustack_nofp 1000 stdio
 */
#pragma D option quiet
#pragma D option ustackmode=dwarf

syscall::write:entry
/pid == $target/
{
	ustack(9);
}

syscall::write:entry
/pid == $target/
{
	printf("%k[end]\n", ustack(2));
	exit(0);
}
