/*
 * -x quiet works like -q.
 * @@args: -x quiet
 */
BEGIN
{
	printf("hello, world\n");
	exit(0);
}
