/*
 * Scalar array elements keep their values across clauses.
 * @@args: -q
 */
int a[2];

BEGIN
{
	a[1] = 5;
}

BEGIN
{
	a[1] *= 2;
}

BEGIN
{
	printf("%d\n", a[1]);
	exit(0);
}
