/*
 * %% takes no flags.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf("%-%\n");
}
