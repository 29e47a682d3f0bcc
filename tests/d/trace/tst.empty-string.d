/*
 * An empty string's first byte is NUL, so trace() falls back to the hex
 * dump of the whole strsize-byte record (docs/output.md §4 and 8).
 * (Expected output follows the project decision to print Oracle DTrace for
 * Linux formats where docs/output.md says so; for quantize, the
 * libdtrace rule that a histogram whose only data is in the last bucket
 * prints as empty.)
 */
#pragma D option quiet
#pragma D option strsize=16

BEGIN
{
	trace("");
	exit(0);
}
