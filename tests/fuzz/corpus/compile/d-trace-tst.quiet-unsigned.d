/*
 * Unsigned 4- and 8-byte values: illumos's trace() passes them to %d /
 * %lld and prints -1; we follow Oracle's type-aware trace() and print
 * them unsigned (docs/output.md §4).
 * @@args: -q
 * (Expected output follows the project decision to print Oracle DTrace for
 * Linux formats where docs/output.md says so; for quantize, the
 * libdtrace rule that a histogram whose only data is in the last bucket
 * prints as empty.)
 */
BEGIN
{
	trace((unsigned int)4294967295);
	printf("\n");
	trace(0xffffffffffffffff);
	printf("\n");
	exit(0);
}
