/*
 * cleanpath() at the edges, as DTrace's character machine does them:
 * doubled and trailing slashes, "." and ".." alone, ".." backing up
 * past the start (a relative path keeps its first character, an
 * absolute one its "/"), and components that only start with dots.
 */
#pragma D option quiet
BEGIN
{
	printf("1 [%s] [%s]\n", cleanpath("//a//b/"), cleanpath("a/"));
	printf("2 [%s] [%s]\n", cleanpath(".."), cleanpath("."));
	printf("3 [%s] [%s]\n", cleanpath("/a/../b"), cleanpath("/a/.."));
	printf("4 [%s] [%s]\n", cleanpath("a/.."), cleanpath("ab/cd/../.."));
	printf("5 [%s] [%s]\n", cleanpath("a/b/.."), cleanpath("../.."));
	printf("6 [%s] [%s]\n", cleanpath("/a/b/."), cleanpath("/./a"));
	printf("7 [%s] [%s]\n", cleanpath("a/../../b"), cleanpath("/a/b/c/../../../.."));
	printf("8 [%s] [%s]\n", cleanpath("/../x"), cleanpath("/.../x"));
	printf("9 [%s] [%s]\n", cleanpath("/a/..b/c"), cleanpath("/a/.b/../c"));
	printf("10 [%s]\n", cleanpath("/////"));
	exit(0);
}
