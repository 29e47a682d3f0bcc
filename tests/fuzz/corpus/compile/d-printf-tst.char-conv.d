/*
 * %c with widths.
 * @@args: -q
 */
BEGIN
{
	printf("%c%c%c|%3c|%-3c|\n", 'a', 66, 0x43, 'x', 'y');
	exit(0);
}
