/*
 * Time-valued options with units.
 * @@args: -q -x switchrate=100hz -x aggrate=10ms
 */
BEGIN
{
	printf("ok\n");
	exit(0);
}
