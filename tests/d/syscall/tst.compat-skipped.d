/*
 * A 32-bit int $0x80 getpid (i386 number 20) must not fire the native
 * probe with that number (writev); native getpid calls still fire.
 * @@trigger: compat_getpid 7
 */
#pragma D option quiet

syscall::writev:entry,
syscall::getpid:entry
/pid == $target/
{
	@[probefunc] = count();
}
