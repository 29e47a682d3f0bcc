/*
 * tick-N with the unit suffixes of docs/providers.md, profile.
 * @@args: -q
 * @@sort
 * @@timeout: 5
 */
int a;
int b;
int c;
int d;
int e;
int f;

tick-5ms
/!a/
{
	a = 1;
	printf("5ms\n");
}

tick-100hz
/!b/
{
	b = 1;
	printf("100hz\n");
}

tick-20000us
/!c/
{
	c = 1;
	printf("20000us\n");
}

tick-30msec
/!d/
{
	d = 1;
	printf("30msec\n");
}

tick-10000000ns
/!e/
{
	e = 1;
	printf("10000000ns\n");
}

tick-40000usec
/!f/
{
	f = 1;
	printf("40000usec\n");
}

tick-5ms
/a && b && c && d && e && f/
{
	exit(0);
}
