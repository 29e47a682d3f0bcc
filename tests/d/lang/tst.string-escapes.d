/*
 * String literal escapes.
 * @@args: -q
 */
BEGIN
{
	printf("%s|\n", "a\tb");
	printf("%d %d\n", strlen("\x41\102C"), strlen("q\"q"));
	printf("%s\n", "\x41\102C");
	exit(0);
}
