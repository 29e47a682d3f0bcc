/*
 * int keys print " %8d"; ties sort by key compared as unsigned
 * values, so negative keys sort after positive ones (docs/output.md §6.4).
 * @@args: -q
 */
BEGIN
{
	@s[2] = sum(5);
	@s[-1] = sum(5);
	@s[1] = sum(5);
	@s[3] = sum(5);
	@s[-5] = sum(5);
	@s[100] = sum(5);
	@s[7] = sum(5);
	@s[0] = sum(1);
	exit(0);
}
