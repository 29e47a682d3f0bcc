/*
 * strchr() and strrchr() return the suffix from the first or last
 * occurrence of the character; when there is none, NULL (printing it
 * would fault: tests/d/nullstr).  The terminating NUL can be found too.
 */
#pragma D option quiet

BEGIN
{
	printf("[%s] [%s]\n", strchr("a/b/c", '/'), strrchr("a/b/c", '/'));
	printf("[%s] [%s]\n", strchr("fooeyfooeyfoo", 'f'), strrchr("fooeyfooeyfoo", 'f'));
	printf("[%s] [%s]\n", strchr("fooeyfooeyfoo", 'y'), strrchr("fooeyfooeyfoo", 'y'));
	printf("%d %d\n", strchr("abc", 'z') == NULL, strrchr("abc", 'z') == NULL);
	printf("%d %d\n", strchr("", 'a') == NULL, strrchr("", 'a') == NULL);
	printf("[%s] [%s]\n", strchr("abc", 0), strrchr("abc", 0));
	printf("[%s]\n", strrchr(strchr("fooeyfooeyfoo", 'y'), 'e'));
	this->c = 'c';
	printf("[%s]\n", strchr("abcabc", this->c));
	exit(0);
}
