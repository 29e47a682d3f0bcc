/*
 * chill(0) waits for nothing and is no error; the clause goes on.
 * @@args: -wq
 */
BEGIN
{
	chill(0);
	printf("after chill(0)\n");
	chill(0);
	exit(0);
}

ERROR
{
	printf("unexpected error, fault %d\n", arg4);
}
