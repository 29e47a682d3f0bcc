/*
 * Fully qualified, partly qualified and bare descriptions of the same
 * probe all match it.
 * @@args: -q
 */
dtrace:::BEGIN
{
	printf("1\n");
}

:::BEGIN
{
	printf("2\n");
}

::BEGIN
{
	printf("3\n");
}

:BEGIN
{
	printf("4\n");
}

dtrace:::BEG*
{
	printf("5\n");
	exit(0);
}
