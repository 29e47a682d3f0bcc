/*
 * Global scalars are shared by all clauses.
 * @@args: -q
 */
BEGIN
{
	x = 3;
}

BEGIN
{
	y = x * 2;
}

BEGIN
{
	printf("%d %d\n", x, y);
	exit(0);
}
