/*
 * syscall:ia32: probes of int $0x80 write(2) calls from a 64-bit
 * process: arguments from ebx/ecx/edx, args[] typed as the native
 * write's (unsigned int fd, const char *buf, size_t count), the string
 * read from the user buffer, the return value, and -1 with errno EBADF
 * for the bad descriptor; no native write probe fires for them.
 * @@trigger: compat_write 3
 */
#pragma D option quiet

syscall:ia32:write:entry
/pid == $target/
{
	printf("entry %s:%s fd %s count %d buf %s\n", probemod, probefunc,
	    (int)args[0] == -1 ? "-1" : args[0] == arg0 && arg0 > 2 ?
	    "/dev/null" : "?", args[2], copyinstr(arg1, 6));
}

syscall:ia32:write:return
/pid == $target/
{
	printf("return %d %d errno %d\n", arg0, arg1, errno);
}

syscall:vmlinux:write:entry
/pid == $target/
{
	printf("native write\n");
}

syscall:ia32:getpid:entry
/pid == $target/
{
	printf("ia32 getpid\n");
}
