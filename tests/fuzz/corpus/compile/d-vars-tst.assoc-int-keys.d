/*
 * Integer keys, including negative and 64-bit ones.
 * @@args: -q
 */
BEGIN
{
	a[-1] = 1;
	a[0] = 2;
	a[0x100000000] = 3;
	printf("%d %d %d %d\n", a[-1], a[0], a[0x100000000], a[1]);
	exit(0);
}
