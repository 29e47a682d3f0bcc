/*
 * strtoll() digits and prefixes: letters of either case up to the base,
 * "0x"/"0X" skipped only for base 16 and only before a hex digit, no
 * octal or hex guessing in base 10, only blanks and tabs skipped before
 * the sign (not newlines), one sign at most.
 */
#pragma D option quiet
BEGIN
{
	printf("%d %d %d\n", strtoll("zz", 36), strtoll("ZZ", 36), strtoll("Zz", 36));
	printf("%d %d %d\n", strtoll("12", 3), strtoll("123", 3), strtoll("3", 3));
	printf("%d %d %d\n", strtoll("0X1f", 16), strtoll("0x", 16), strtoll("0xz", 16));
	printf("%d %d %d\n", strtoll("0x10"), strtoll("010"), strtoll("0x10", 10));
	printf("%d %d %d\n", strtoll("\n5"), strtoll(" \t 5"), strtoll("5 6"));
	printf("%d %d %d\n", strtoll("+-1"), strtoll("-+1"), strtoll("--1"));
	printf("%d %d %d\n", strtoll("-0"), strtoll("+0x7", 16), strtoll("-0x7", 16));
	printf("%d %d\n", strtoll("11111111", 2), strtoll("12", 2));
	printf("%d %d\n", strtoll("7fffffffffffffff", 16), strtoll("777", 8));
	exit(0);
}
