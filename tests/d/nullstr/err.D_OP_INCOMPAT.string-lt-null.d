/*
 * Only == and != compare a string with NULL.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	trace("abc" < NULL);
}
