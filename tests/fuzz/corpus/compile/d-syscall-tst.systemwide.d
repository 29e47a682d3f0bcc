/*
 * syscall:::entry with a pid predicate counts the target's calls.
 * @@args: -q
 * @@trigger: getpid_loop 6
 * @@timeout: 30
 */
syscall:::entry
/pid == $target && probefunc == "getpid"/
{
	@[probefunc] = count();
}
