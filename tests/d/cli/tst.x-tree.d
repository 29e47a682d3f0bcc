/*
 * -x tree=1 prints each clause's parse tree on stderr.
 * @@noroot
 * @@args: -e -x tree=1
 */
BEGIN
/pid > 0/
{
	x = 1 + 2 * 3;
	trace(x);
}
