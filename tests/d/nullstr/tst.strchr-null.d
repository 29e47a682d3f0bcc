/*
 * strchr() and strrchr() return NULL when the character is absent.
 * @@args: -q
 */
BEGIN
{
	printf("%d %d\n", strchr("abc", 'z') == NULL, strchr("abc", 'b') == NULL);
	printf("%d %d\n", strrchr("abc", 'z') != NULL, strrchr("abcb", 'b') != NULL);
	printf("[%s] [%s]\n", strchr("abcb", 'b'), strrchr("abcb", 'b'));
	exit(0);
}
