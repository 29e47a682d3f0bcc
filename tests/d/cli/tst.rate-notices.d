/*
 * Both rate notices, in dtrace(1)'s order: the cleaning rate, then the
 * status rate; -q does not hide them.
 * @@args: -q -x statusrate=20s -x cleanrate=10000hz
 */
BEGIN
{
	printf("ok\n");
	exit(0);
}
