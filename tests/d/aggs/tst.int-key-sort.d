/*
 * int keys print " %8d"; ties sort by key compared as unsigned
 * values, so -1 sorts after 2 (output.md 6.4).
 * @@args: -q
 */
BEGIN
{
	@s[2] = sum(5);
	@s[-1] = sum(5);
	@s[1] = sum(5);
	@s[0] = sum(1);
	exit(0);
}
