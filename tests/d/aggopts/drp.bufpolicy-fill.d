/*
 * -x bufpolicy=fill: nothing is printed while the buffer fills; once it
 * is full (the trigger stays on one CPU, whose 8k ring buffer holds 204
 * of these 40-byte records) tracing stops, END still fires and
 * everything is printed; the records that did not fit are drops.
 * @@args: -q -x bufpolicy=fill -x bufsize=8k
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
