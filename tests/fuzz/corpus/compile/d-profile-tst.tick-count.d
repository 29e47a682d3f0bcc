/*
 * tick-10ms fires repeatedly; exit() after the third firing.
 * @@args: -q
 * @@sort
 */
int n;

tick-10ms
{
	n++;
	printf("%d\n", n);
}

tick-10ms
/n == 3/
{
	exit(0);
}
