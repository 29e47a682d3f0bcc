/*
 * Several keys of different types in one aggregation: string "  %-50s",
 * int " %8d", char " %3d" (unsigned), long " %16lld"; equal values sort
 * by the keys in order, integers compared as unsigned.
 * @@args: -q
 */
BEGIN
{
	@a["b", 1, (char)2, (long)-1] = count();
	@a["a", -1, (char)-1, (long)5] = count();
	@a["a", 1, (char)3, (long)0x7fffffffffffffff] = count();
	@a["a", 1, (char)2, (long)7] = count();
	@a["a", 1, (char)2, (long)7] = count();
	exit(0);
}
