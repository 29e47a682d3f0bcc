/*
 * -x rawbytes: byte-stream data (strings here) is printed as a hex dump
 * instead of text (docs/output.md §4, §8).
 * @@args: -q -x rawbytes
 */
#pragma D option strsize=16

BEGIN
{
	trace("hello");
	trace(12);
	exit(0);
}
