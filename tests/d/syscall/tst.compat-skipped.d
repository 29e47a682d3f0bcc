/*
 * A 32-bit int $0x80 getpid (i386 number 20) fires syscall:ia32:getpid,
 * never the native probe with that number (writev); native getpid calls
 * fire syscall:vmlinux:getpid.  syscall::getpid:entry names both.
 * @@trigger: compat_getpid 7
 */
#pragma D option quiet

syscall::writev:entry,
syscall::getpid:entry
/pid == $target/
{
	@[probemod, probefunc] = count();
}

syscall::getpid:return
/pid == $target && arg0 != pid/
{
	@[probemod, "bad return"] = count();
}
