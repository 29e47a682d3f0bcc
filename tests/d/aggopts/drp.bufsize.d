/*
 * A 4k principal buffer cannot hold what this clause records while the
 * consumer sleeps: the records lost are reported as "N drops on CPU C".
 * How many get through varies: the filter drops the records.
 * @@args: -q -x bufsize=4k
 * @@trigger: getpid_loop 50000
 */
syscall::getpid:entry
/pid == $target/
{
	printf("%d %s %s\n", pid, execname, "0123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789");
}

END
{
	printf("end\n");
}
