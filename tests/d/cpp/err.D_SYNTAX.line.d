/*
 * After cpp, a syntax error is reported at the line of the script.
 * @@noroot
 * @@args: -C -e
 */
#define	MULTI(a, b) \
	((a) + \
	 (b))

BEGIN
{
	x = MULTI(1, 2);
	y = );
}
