/*
 * -x cpppath names the preprocessor (a path that outlives option parsing).
 * @@args: -q -x cpp -x cpppath=/usr/bin/cpp -x define=FOO=5
 */
BEGIN
{
	printf("%d\n", FOO);
	exit(0);
}
