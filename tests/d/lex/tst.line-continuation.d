/*
 * A backslash at the end of a line joins it with the next inside a
 * clause.
 * @@args: -q
 */
BEGIN
{
	x = 1 + \
	    2;
	printf("%d\n", x);
	exit(0);
}
