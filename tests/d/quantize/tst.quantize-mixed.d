/*
 * Negative increments: the mixed-sign bars of docs/output.md §6.5.
 * @@args: -q
 */
BEGIN
{
	@ = quantize(0, 3);
	@ = quantize(1, -2);
	@ = quantize(2, 5);
	exit(0);
}
