/*
 * strtoll(): blanks, sign, "0x" for base 16, digits up to the first
 * character that is not a digit in the base.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d\n", strtoll("0x1f", 16), strtoll("-42"));
	printf("%d %d %d\n", strtoll("  -0x1F", 16), strtoll("1f", 16), strtoll("0x1f"));
	printf("%d %d %d\n", strtoll("0x", 16), strtoll("0xg", 16), strtoll("z", 36));
	printf("%d %d %d\n", strtoll("12abc"), strtoll(""), strtoll("+7"));
	printf("%d %d %d\n", strtoll("\t 42"), strtoll("777", 8), strtoll("101", 2));
	printf("%d %d %d\n", strtoll("9", 8), strtoll("-"), strtoll("- 1"));
	printf("%d\n", strtoll("9223372036854775807"));
	printf("%d\n", strtoll("-9223372036854775808"));
	this->s = "  123xyz";
	printf("%d %d\n", strtoll(this->s), strtoll(lltostr(-4096)));
	exit(0);
}
