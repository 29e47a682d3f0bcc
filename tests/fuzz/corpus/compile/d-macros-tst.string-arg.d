/*
 * $$1 is always a string.
 * @@args: -q hello
 */
BEGIN
{
	printf("%s %d\n", $$1, strlen($$1));
	exit(0);
}
