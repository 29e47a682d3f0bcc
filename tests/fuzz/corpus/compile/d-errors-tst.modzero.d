/*
 * Modulus by zero is a divide-by-zero error too.
 * @@args: -q
 */
int zero;

BEGIN
{
	trace(5 % zero);
}

BEGIN
{
	exit(0);
}
