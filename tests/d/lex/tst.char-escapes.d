/*
 * Character constants with every escape sequence, and multi-character
 * constants (the first character in the high byte).  As in DTrace's
 * stresc2chr(), \' and \? are not escapes: the backslash stays.
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d %d %d %d\n", '\a', '\b', '\f', '\n', '\r', '\t');
	printf("%d %d %d %d %d\n", '\v', '\\', '\'', '\"', '\?');
	printf("%d %d %d %d\n", '\0', '\7', '\177', '\x7f');
	printf("%x %x\n", 'ab', 'abcd');
	exit(0);
}
