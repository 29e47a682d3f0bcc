/*
 * illumos %i is always signed, unlike %d (docs/output.md §5.2).
 * @@args: -q
 * (Expected output follows the project decision to print Oracle DTrace for
 * Linux formats where docs/output.md says so; for quantize, the
 * libdtrace rule that a histogram whose only data is in the last bucket
 * prints as empty.)
 */
BEGIN
{
	printf("%i %d\n", 0xffffffffffffffff, 0xffffffffffffffff);
	exit(0);
}
