/*
 * -n programs and -s scripts compile in command-line order and
 * share globals: the -n clause runs first and sets x.
 * @@args: -q -n 'BEGIN { x = 42; }'
 */
BEGIN
{
	printf("%d\n", x);
	exit(0);
}
