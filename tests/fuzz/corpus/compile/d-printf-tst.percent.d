/*
 * %% prints a percent sign and consumes no argument.
 * @@args: -q
 */
BEGIN
{
	printf("100%%\n");
	printf("%d%% of %d\n", 5, 10);
	exit(0);
}
