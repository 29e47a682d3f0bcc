/*
 * illumos trace(): a 4- or 8-byte value is passed to %d / %lld whatever
 * its signedness, so unsigned 0xffffffff and 0xffffffffffffffff print as
 * -1 (output.md 4; Oracle's type-aware trace() would differ).
 * @@args: -q
 * (Expected output follows the project decision to print Oracle DTrace for
 * Linux formats where output.md marks them [Oracle]; for quantize, the
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
