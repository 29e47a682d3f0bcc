/*
 * -x bufpolicy=ring: the newest records are kept, bufsize bytes per CPU
 * (8k holds 204 of these 40-byte records: 32 bytes and the ring buffer's
 * 8-byte header, and END's 32-byte one besides them if it ran on the
 * same CPU) and printed when tracing stops, END's last.  The trigger
 * stays on one CPU.
 * @@args: -q -x bufpolicy=ring -x bufsize=8k
 * @@trigger: getpid_loop 100000 pin
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
