/*
 * An empty string's first byte is NUL, so trace() falls back to the hex
 * dump of the whole strsize-byte record (output.md 4 and 8).
 */
#pragma D option quiet
#pragma D option strsize=16

BEGIN
{
	trace("");
	exit(0);
}
