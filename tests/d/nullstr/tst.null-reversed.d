/*
 * NULL on the left, and 0 instead of NULL.
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d %d\n", NULL == strchr("a", 'b'), 0 == strchr("a", 'a'),
	    strchr("a", 'b') != 0, NULL != strchr("a", 'a'));
	exit(0);
}
