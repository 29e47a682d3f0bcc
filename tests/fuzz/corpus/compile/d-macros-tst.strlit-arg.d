/*
 * An operand that is neither integer nor identifier makes $1 a
 * string literal.
 * @@args: -q 'hello world'
 */
BEGIN
{
	printf("%s\n", $1);
	exit(0);
}
