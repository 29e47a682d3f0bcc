/*
 * extern T sym declares the type of the kernel variable `sym and makes no
 * D variable (as in DTrace): the name without the scoping operator is an
 * undefined D identifier.
 * @@noroot
 * @@args: -e
 */
extern int pid_max;

BEGIN
{
	trace(pid_max);
}
