/*
 * A run-time index out of range faults (the clause is abandoned).
 * @@args: -q
 */
int a[5];

BEGIN
{
	i = 7;
	a[i] = 1;
	printf("not reached\n");
}

BEGIN
{
	printf("next clause %d\n", a[4]);
	exit(0);
}
