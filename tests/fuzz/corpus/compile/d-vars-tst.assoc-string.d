/*
 * Associative arrays with string values; missing ones read "".
 * @@args: -q
 */
BEGIN
{
	names[1] = "one";
	names[2] = "two";
	printf("%s %s [%s]\n", names[1], names[2], names[3]);
	exit(0);
}
