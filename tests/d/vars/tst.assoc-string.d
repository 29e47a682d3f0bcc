/*
 * Associative arrays with string values; missing ones are NULL
 * (printing one would fault).
 * @@args: -q
 */
BEGIN
{
	names[1] = "one";
	names[2] = "two";
	printf("%s %s %d\n", names[1], names[2], names[3] == NULL);
	exit(0);
}
