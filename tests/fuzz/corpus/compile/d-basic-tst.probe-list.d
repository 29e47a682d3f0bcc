/*
 * One clause for several probe descriptions.
 * @@args: -q
 */
dtrace:::BEGIN,
dtrace:::END
{
	printf("%s\n", probename);
}

BEGIN
{
	exit(0);
}
