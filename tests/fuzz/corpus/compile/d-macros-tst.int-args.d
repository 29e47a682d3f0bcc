/*
 * Integer operands become integer constants $1, $2.
 * @@args: -q 3 10
 */
BEGIN
{
	printf("%d\n", $1 + $2);
	exit(0);
}
