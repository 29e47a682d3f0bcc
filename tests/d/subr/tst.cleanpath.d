/*
 * cleanpath() removes "//", "/./" and "/../" components lexically.
 */
#pragma D option quiet

BEGIN
{
	printf("[%s]\n", cleanpath("/a//b/./c/../d"));
	printf("[%s]\n", cleanpath("/usr/lib/../bin/"));
	printf("[%s]\n", cleanpath("/a/b/../../c"));
	printf("[%s]\n", cleanpath("/a/./b"));
	printf("[%s]\n", cleanpath("/a/b/./"));
	printf("[%s]\n", cleanpath("/a/.b/..c"));
	printf("[%s]\n", cleanpath("/usr/lib/.."));
	printf("[%s]\n", cleanpath("//"));
	printf("[%s]\n", cleanpath("/"));
	printf("[%s]\n", cleanpath(""));
	printf("[%s]\n", cleanpath("a/b"));
	exit(0);
}
