/*
 * proc:::exec and exec-failure for 32-bit (int $0x80) execve calls: the
 * path from ebx, ENOENT for a missing file, exec-success in the new
 * image; the ia32 syscall probe sees the same path.
 * @@trigger: compat_write exec
 */
#pragma D option quiet

proc:::exec
/pid == $target && basename(copyinstr(arg0)) != "compat_write"/
{
	printf("exec %s\n", copyinstr(arg0));
}

proc:::exec-failure
/pid == $target/
{
	printf("failure %d\n", args[0]);
}

proc:::exec-success
/pid == $target && execname == "true"/
{
	printf("success %s\n", execname);
}

syscall:ia32:execve:entry
/pid == $target/
{
	printf("ia32 execve %s\n", copyinstr(arg0));
}
