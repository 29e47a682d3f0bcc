/*
 * A declared global scalar array: zero-filled, elements assigned and read.
 * @@args: -q
 */
int a[5];

BEGIN
{
	a[2] = 3;
	a[0] = a[2] + 1;
	printf("%d %d %d %d %d\n", a[0], a[1], a[2], a[3], a[4]);
	exit(0);
}
