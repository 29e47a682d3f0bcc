/*
 * sizeof of scalar arrays and their elements.
 * @@args: -q
 */
int a[5];
char b[7];
long c[3];

BEGIN
{
	printf("%d %d %d %d\n", sizeof(a), sizeof(a[0]), sizeof(b), sizeof(c));
	exit(0);
}
