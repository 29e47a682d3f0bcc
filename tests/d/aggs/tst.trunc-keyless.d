/*
 * trunc() of a keyless aggregation: trunc(@) and trunc(@, 0) clear it,
 * trunc(@, n) with n != 0 keeps it.
 * @@args: -q
 */
BEGIN
{
	@a = sum(5);
	@b = sum(6);
	@c = sum(7);
	trunc(@a);
	trunc(@b, 1);
	trunc(@c, -1);
	exit(0);
}
