/*
 * $$1 of an integer operand is the string.
 * @@args: -q 42
 */
BEGIN
{
	printf("%s|%d\n", $$1, $1);
	exit(0);
}
