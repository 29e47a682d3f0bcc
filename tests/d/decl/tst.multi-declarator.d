/*
 * Several declarators in one declaration, with pointers and arrays.
 * @@args: -q
 */
int a, *b, c[4];

BEGIN
{
	c[3] = 2;
	a = c[3] + 1;
	b = (int *)0;
	printf("%d %d %d %d\n", a, sizeof(b), sizeof(c), c[3]);
	exit(0);
}
