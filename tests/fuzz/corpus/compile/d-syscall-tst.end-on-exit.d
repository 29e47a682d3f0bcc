/*
 * When the -c target exits, END fires and aggregations print.
 * @@args: -q
 * @@trigger: getpid_loop 2
 */
syscall::getpid:entry
/pid == $target/
{
	@ = count();
}

END
{
	printf("end\n");
}
