/*
 * A string compared with a non-void pointer.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	trace("abc" == (int *)0);
}
