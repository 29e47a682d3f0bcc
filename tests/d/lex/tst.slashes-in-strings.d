/*
 * Comment openers inside string literals are characters, not comments.
 * @@args: -q
 */
BEGIN
{
	printf("%s %s %d\n", "http://x", "/* no */", strlen("//"));
	exit(0);
}
