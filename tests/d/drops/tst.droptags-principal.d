/*
 * -x droptags: a principal buffer drop is reported as
 * "[DTRACEDROP_PRINCIPAL] N drops on CPU C" (a 4k buffer cannot hold
 * what this clause records while the consumer sleeps; 200000 calls, so
 * that even a consumer that keeps up for a while falls behind once).
 * @@args: -q -x droptags -x bufsize=4k
 * @@trigger: getpid_loop 200000
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
