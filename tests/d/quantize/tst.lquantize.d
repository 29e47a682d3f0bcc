/*
 * The lquantize(x, 0, 30, 10) example of docs/output.md §6.5.
 * @@args: -q
 */
BEGIN
{
	@ = lquantize(-3, 0, 30, 10);
	@ = lquantize(0, 0, 30, 10);
	@ = lquantize(1, 0, 30, 10);
	@ = lquantize(1, 0, 30, 10);
	@ = lquantize(4, 0, 30, 10);
	@ = lquantize(22, 0, 30, 10);
	@ = lquantize(50, 0, 30, 10);
	exit(0);
}
