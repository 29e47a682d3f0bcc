/*
 * trace() of the most negative value of each signed size when not
 * quiet: the widths (3, 5, 10, 19) are minimums, so the sign may
 * overflow them.
 */
BEGIN
{
	trace((signed char)-128);
	trace((short)-32768);
	trace(-2147483647 - 1);
	trace(-9223372036854775807L - 1);
	trace((signed char)127);
	trace((short)32767);
	exit(0);
}
