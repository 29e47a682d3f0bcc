/*
 * Symbols from a separate debug file found through .gnu_debuglink:
 * ustack_strip is ustack_nofp stripped of its symbol table, with a link
 * to ustack_strip.debug beside it (Makefile); its functions are in no
 * other table.  ustack() under ustackmode=dwarf, ufunc()/usym()/umod()/
 * uaddr() of write(2)'s return address (on the user stack at the system
 * call: libc's write() wrapper pushes nothing), and ufunc() as an
 * aggregation key, printed after the process has exited.
 * @@trigger: ustack_strip 20
 */
#pragma D option quiet
#pragma D option ustackmode=dwarf

int done;

syscall::write:entry
/pid == $target && !done/
{
	this->ra = *(uint64_t *)copyin(uregs[R_SP], 8);
	ustack(5);
	ufunc(this->ra);
	usym(this->ra);
	umod(this->ra);
	uaddr(this->ra);
	printf("|\n[%A]\n", this->ra);
	done = 1;
}

syscall::write:entry
/pid == $target/
{
	@[ufunc(*(uint64_t *)copyin(uregs[R_SP], 8))] = count();
}
