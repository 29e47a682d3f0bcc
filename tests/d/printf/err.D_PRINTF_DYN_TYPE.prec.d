/*
 * A '.*' precision must be an integer.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf("%.*s\n", "foo", "bar");
}
