/*
 * -x aggpack with negative increments: "vvvvVV" glyphs; a keyless
 * aggregation has an untitled key column.
 * @@args: -q -x aggpack -x encoding=ascii
 */
BEGIN
{
	@ = quantize(4, 3);
	@ = quantize(16, -2);
	@ = quantize(64, -6);
	exit(0);
}
