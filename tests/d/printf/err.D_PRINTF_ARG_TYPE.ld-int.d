/*
 * %ld wants a long; an int literal is not one.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf("%ld\n", 1);
}
