/*
 * Array elements in expressions: predicates, ternaries, keys.
 * @@args: -q
 */
int a[4];

BEGIN
{
	a[0] = 1;
	a[3] = 2;
}

BEGIN
/a[0] == 1 && a[3] > 1/
{
	@[a[3]] = sum(a[0] ? 10 : 20);
	printf("%d\n", a[a[0]] + a[3]);
	exit(0);
}
