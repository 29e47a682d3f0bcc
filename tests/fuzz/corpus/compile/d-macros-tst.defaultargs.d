/*
 * -x defaultargs: a missing $1 is 0 and $$1 is "".
 * @@args: -q -x defaultargs
 */
BEGIN
{
	printf("%d [%s]\n", $1, $$1);
	exit(0);
}
