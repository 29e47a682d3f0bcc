/*
 * Operands are parsed with base prefixes, like strtoull.
 * @@args: -q 0x10
 */
BEGIN
{
	printf("%d\n", $1 + 1);
	exit(0);
}
