/*
 * With strsize=16, literals are cut to 15 characters and substr()
 * results stay within them.
 */
#pragma D option quiet
#pragma D option strsize=16

BEGIN
{
	printf("[%s]\n", substr("0123456789abcdefghij", 0, 100));
	printf("[%s]\n", substr("0123456789abcdefghij", 5));
	printf("[%s]\n", substr("0123456789abcdefghij", 10, 100));
	printf("[%s]\n", substr("0123456789abcdefghij", -3));
	exit(0);
}
