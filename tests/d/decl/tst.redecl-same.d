/*
 * Declaring a variable again with the same type is harmless.
 * @@args: -q
 */
int x;
int x;

BEGIN
{
	x = 4;
	printf("%d\n", x);
	exit(0);
}
