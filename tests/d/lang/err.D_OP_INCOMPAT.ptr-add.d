/*
 * Two pointers cannot be added.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	p = (int *)8;
	trace(p + p);
}
