/*
 * %Y prints nanoseconds since the epoch as local "%Y %b %e %T" (the
 * day padded with a blank), %T as "%a, %d %b %G %T %Z"; both need a
 * 64-bit integer.  Expected output for UTC (tst.Y-conv.x skips
 * otherwise).
 */
#pragma D option quiet
BEGIN
{
	printf("[%Y]\n", 0LL);
	printf("[%Y]\n", 1700000000000000000);
	printf("[%Y]\n", 1709650987123456789);
	printf("[%T]\n", 1700000000000000000);
	printf("[%30Y] [%-22Y]\n", 0LL, 0LL);
	printf("%d\n", walltimestamp > 1700000000000000000);
	exit(0);
}
