/*
 * Exactly one of arg0 (kernel PC) and arg1 (user PC) is set.
 * @@args: -q
 */
tick-10ms
{
	printf("%d\n", (arg0 != 0) + (arg1 != 0));
	exit(0);
}
