/*
 * Quiet trace() of a string prints it unpadded.
 * @@args: -q
 */
BEGIN
{
	trace("hello");
	printf("|\n");
	s = "world";
	trace(s);
	printf("|\n");
	exit(0);
}
