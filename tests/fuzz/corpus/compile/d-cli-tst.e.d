/*
 * -e compiles and exits 0 without tracing or notices.
 * @@args: -e
 * @@noroot
 */
BEGIN
{
	printf("never printed\n");
	exit(0);
}
