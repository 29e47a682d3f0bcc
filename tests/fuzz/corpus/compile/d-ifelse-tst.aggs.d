/*
 * Aggregations in if/else branches of a system-call clause.
 * @@args: -q
 * @@trigger: getpid_loop 6
 */
int n;

syscall::getpid:entry
/pid == $target/
{
	n++;
	if (n % 2)
		@odd = count();
	else
		@even = count();
}
