/*
 * A run-time index into a scalar array.
 * @@args: -q
 */
int a[4];

BEGIN
{
	i = 3;
	a[i] = 30;
	a[i - 2] = 10;
	printf("%d %d %d %d\n", a[0], a[1], a[2], a[3]);
	exit(0);
}
