/*
 * write(2) arguments at entry and the byte count at return.
 * @@args: -q
 * @@trigger: writer 123 2
 * @@sort
 */
syscall::write:entry
/pid == $target/
{
	printf("entry %d\n", arg2);
}

syscall::write:return
/pid == $target/
{
	printf("return %d\n", arg0);
}
