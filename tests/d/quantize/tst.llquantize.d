/*
 * llquantize(x, 10, 0, 2, 10): "0", 1..9 step 1, 10..90 step 10,
 * 100..900 step 100, ">= 1000" (docs/language.md §6.5), all rows from
 * the one before the first non-zero bucket to the last one shown.
 */
#pragma D option quiet

BEGIN
{
	@ = llquantize(0, 10, 0, 2, 10);
	@ = llquantize(5, 10, 0, 2, 10);
	@ = llquantize(5, 10, 0, 2, 10);
	@ = llquantize(42, 10, 0, 2, 10);
	@ = llquantize(999, 10, 0, 2, 10);
	@ = llquantize(12345, 10, 0, 2, 10);
	exit(0);
}
