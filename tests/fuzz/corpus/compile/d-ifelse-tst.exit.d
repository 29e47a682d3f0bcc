/*
 * exit() inside an if.
 * @@args: -q
 */
int n;

tick-10ms
{
	n++;
	if (n == 3)
		exit(0);
}

END
{
	printf("%d\n", n);
}
