/*
 * Glob characters in the function field.
 * @@args: -q
 * @@trigger: getpid_loop 3
 */
syscall::getpi?:entry,
syscall::getp*d:return
/pid == $target/
{
	@[probefunc, probename] = sum(probename == "entry" ? 1 : 2);
}
