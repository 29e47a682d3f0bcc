/*
 * #pragma D option quiet works like -q, including suppressing the
 * "matched" notice (quiet is read after compilation).
 */
#pragma D option quiet

BEGIN
{
	printf("hello, world\n");
	exit(0);
}
