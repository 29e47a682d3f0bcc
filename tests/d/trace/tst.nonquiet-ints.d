/*
 * Not quiet: " %16lld" for 8 bytes, " %8d" for 4, " %5d" for 2 and
 * " %3d" for 1 (unsigned), all on the record line.
 * (Expected output follows the project decision to print Oracle DTrace for
 * Linux formats where docs/output.md says so; for quantize, the
 * libdtrace rule that a histogram whose only data is in the last bucket
 * prints as empty.)
 */
BEGIN
{
	trace(1);
	trace(2L);
	trace((char)-1);
	trace((short)-1);
	trace(-5);
	exit(0);
}
