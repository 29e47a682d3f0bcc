/*
 * Pointers cannot be multiplied.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	p = (int *)8;
	trace(p * 2);
}
