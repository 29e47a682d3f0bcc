/*
 * lquantize() values all below the range land in "< low", all at or
 * above the top in ">= high": the rows shown are the one next to them.
 * @@args: -q
 */
BEGIN
{
	@below = lquantize(-100, 0, 100, 10);
	@below = lquantize(-1, 0, 100, 10);
	@above = lquantize(100, 0, 100, 10);
	@above = lquantize(5000, 0, 100, 10);
	exit(0);
}
