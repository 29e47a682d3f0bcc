/*
 * bcopy() needs a size.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	bcopy(curthread, alloca(8), "8");
}
