/*
 * -x bufpolicy=ring: the newest records are kept (8k holds END's 24-byte
 * record and 255 of these 32-byte ones) and printed when tracing stops,
 * END's last.
 * @@args: -q -x bufpolicy=ring -x bufsize=8k
 * @@trigger: getpid_loop 100000
 */
syscall::getpid:entry
/pid == $target/
{
	printf("%d\n", i++);
}

END
{
	printf("end\n");
}
