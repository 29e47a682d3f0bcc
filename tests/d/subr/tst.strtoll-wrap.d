/*
 * strtoll() has no overflow detection: digits accumulate in 64 bits and
 * wrap, and the sign is applied last.
 */
#pragma D option quiet
BEGIN
{
	printf("%d\n", strtoll("9223372036854775808"));
	printf("%d\n", strtoll("-9223372036854775809"));
	printf("%d\n", strtoll("18446744073709551615"));
	printf("%d\n", strtoll("99999999999999999999"));
	printf("%d\n", strtoll("ffffffffffffffff", 16));
	printf("%d\n", strtoll("10000000000000000", 16));
	printf("%d\n", strtoll("-8000000000000000", 16));
	exit(0);
}
