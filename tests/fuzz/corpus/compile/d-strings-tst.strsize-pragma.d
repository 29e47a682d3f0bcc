/*
 * #pragma D option strsize applies like -x strsize: a
 * 10-character string does not fit in 8 bytes.
 * @@args: -q
 */
#pragma D option strsize=8

BEGIN
{
	s = "abcdefghij";
	printf("%d\n", strlen(s) < 10);
	exit(0);
}
