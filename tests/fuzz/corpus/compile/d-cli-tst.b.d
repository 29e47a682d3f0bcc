/*
 * -b sets the buffer size.
 * @@args: -q -b 1m
 */
BEGIN
{
	printf("ok\n");
	exit(0);
}
