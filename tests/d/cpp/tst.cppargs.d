/*
 * [Oracle] -x cppargs passes more arguments to cpp, blank-separated.
 * @@args: -q -C -x 'cppargs=-DFOO=7  -DBAR=8'
 */
BEGIN
{
	printf("%d %d\n", FOO, BAR);
	exit(0);
}
