/*
 * strchr() and strrchr() return the suffix from the first or last
 * occurrence of the character; when there is none, DTrace's NULL reads
 * here as the empty string.  The terminating NUL can be found too.
 */
#pragma D option quiet

BEGIN
{
	printf("[%s] [%s]\n", strchr("a/b/c", '/'), strrchr("a/b/c", '/'));
	printf("[%s] [%s]\n", strchr("fooeyfooeyfoo", 'f'), strrchr("fooeyfooeyfoo", 'f'));
	printf("[%s] [%s]\n", strchr("fooeyfooeyfoo", 'y'), strrchr("fooeyfooeyfoo", 'y'));
	printf("[%s] [%s]\n", strchr("abc", 'z'), strrchr("abc", 'z'));
	printf("[%s] [%s]\n", strchr("", 'a'), strrchr("", 'a'));
	printf("[%s] [%s]\n", strchr("abc", 0), strrchr("abc", 0));
	printf("[%s]\n", strrchr(strchr("fooeyfooeyfoo", 'y'), 'e'));
	this->c = 'c';
	printf("[%s]\n", strchr("abcabc", this->c));
	exit(0);
}
