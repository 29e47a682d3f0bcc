/*
 * llquantize(x, 10, 1, 2, 10): values under 10^1 in the middle bucket,
 * labelled "abs() < 10" since the row before it (-10) is shown, values
 * of 10^3 and up in ">= 1000", others in steps of 10^(order+1)/10.
 * @@args: -q
 */
BEGIN
{
	@ = llquantize(3, 10, 1, 2, 10);
	@ = llquantize(10, 10, 1, 2, 10);
	@ = llquantize(55, 10, 1, 2, 10);
	@ = llquantize(999, 10, 1, 2, 10);
	@ = llquantize(1000, 10, 1, 2, 10);
	@ = llquantize(123456, 10, 1, 2, 10);
	exit(0);
}
