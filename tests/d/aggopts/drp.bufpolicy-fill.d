/*
 * -x bufpolicy=fill: nothing is printed while the buffer fills; once it
 * is full (an 8k ring buffer holds 255 of these 32-byte records: the
 * kernel keeps one byte free) tracing stops, END still fires and
 * everything is printed; the records that did not fit are drops.
 * @@args: -q -x bufpolicy=fill -x bufsize=8k
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
