/*
 * Several trace() calls in one quiet clause are simply concatenated.
 * @@args: -q
 */
BEGIN
{
	trace(1);
	trace("a");
	trace(2);
	trace((char)3);
	printf("\n");
	exit(0);
}
