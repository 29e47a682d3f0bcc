/*
 * stackdepth counts the kernel frames (a syscall probe has a few), caller is a kernel text address.
 * @@trigger: getpid_loop
 * @@args: -q
 */
syscall::getpid:entry
/pid == $target/
{
	printf("%d %d %d\n", stackdepth > 1, stackdepth < 128,
	    caller > 0xffff800000000000);
	exit(0);
}
