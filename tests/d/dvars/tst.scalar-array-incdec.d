/*
 * ++, --, and compound assignment on scalar array elements.
 * @@args: -q
 */
int a[3];

BEGIN
{
	a[1]++;
	a[1]++;
	++a[2];
	a[2] += 10;
	a[0]--;
	a[2] <<= 1;
	a[1] *= 7;
	printf("%d %d %d\n", a[0], a[1], a[2]);
	exit(0);
}
