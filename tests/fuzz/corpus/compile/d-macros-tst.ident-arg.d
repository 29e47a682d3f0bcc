/*
 * An identifier-shaped operand makes $1 an identifier.
 * @@args: -q myvar
 */
BEGIN
{
	myvar = 7;
	printf("%d\n", $1);
	exit(0);
}
