/*
 * trace() in quiet mode prints integers with no padding: 8- and 4-byte
 * values signed, 1- and 2-byte values read unsigned (docs/output.md §4).
 * @@args: -q
 * (Expected output follows the project decision to print Oracle DTrace for
 * Linux formats where docs/output.md says so; for quantize, the
 * libdtrace rule that a histogram whose only data is in the last bucket
 * prints as empty.)
 */
BEGIN
{
	trace(1234);
	printf("\n");
	trace(-1);
	printf("\n");
	trace(2147483647);
	printf("\n");
	trace(1234L);
	printf("\n");
	trace(-9223372036854775807L - 1);
	printf("\n");
	trace((char)-1);
	printf("\n");
	trace((unsigned char)200);
	printf("\n");
	trace((short)-1);
	printf("\n");
	trace((short)300);
	printf("\n");
	exit(0);
}
