/*
 * trace() of unsigned integers when not quiet: right-aligned in 3, 5,
 * 10 and 20 columns by size, the maximum of each size, and zero.
 */
BEGIN
{
	trace((unsigned char)255);
	trace((unsigned short)65535);
	trace(4294967295U);
	trace(18446744073709551615UL);
	trace((uint8_t)0);
	trace((uint16_t)0);
	trace(0U);
	trace(0UL);
	exit(0);
}
