/*
 * The quantize() example of docs/output.md §6.5.
 * @@args: -q
 */
BEGIN
{
	@ = quantize(1);
	@ = quantize(2);
	@ = quantize(3);
	@ = quantize(5);
	@ = quantize(8);
	@ = quantize(9);
	@ = quantize(12);
	@ = quantize(700);
	exit(0);
}
