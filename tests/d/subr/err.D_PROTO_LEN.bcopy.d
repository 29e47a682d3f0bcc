/*
 * bcopy() takes exactly three arguments.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	bcopy(curthread, alloca(8));
}
