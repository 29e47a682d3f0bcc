/*
 * %k takes a stack.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf("%k\n", 1);
}
