/*
 * -x ustackmode=dwarf: ustack() from a system call made through libc's
 * write() wrapper by a program built without frame pointers
 * (ustack_nofp: main -> nofp_a -> nofp_b -> nofp_c -> write).  The
 * record carries the user registers and a copy of the stack, unwound
 * by the consumer with .eh_frame: every caller is there, down to
 * _start (the frame-pointer walk shows only __write: see
 * tst.ustack-fp-nofp.d).  __libc_start_call_main is a static function
 * of libc, named by its separate debug file (libc6-dbg).
 * @@trigger: ustack_nofp 1000
 */
#pragma D option quiet
#pragma D option ustackmode=dwarf

syscall::write:entry
/pid == $target/
{
	ustack();
	printf("[end]\n");
	exit(0);
}
