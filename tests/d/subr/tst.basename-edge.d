/*
 * basename() and dirname() of paths made only of slashes and dots, with
 * doubled slashes inside and at the end, and with ".." components (not
 * resolved: these are string operations).
 */
#pragma D option quiet
BEGIN
{
	printf("1 [%s] [%s]\n", basename("//a//b/"), dirname("//a//b/"));
	printf("2 [%s] [%s]\n", basename("/a/../b"), dirname("/a/../b"));
	printf("3 [%s] [%s]\n", basename("a//"), dirname("a//b"));
	printf("4 [%s] [%s]\n", basename("."), dirname("."));
	printf("5 [%s] [%s]\n", basename("./"), dirname("./"));
	printf("6 [%s] [%s]\n", basename("/."), dirname("/."));
	printf("7 [%s] [%s]\n", basename("//"), dirname("//"));
	printf("8 [%s] [%s]\n", basename("a/b/c"), dirname("a/b/c"));
	printf("9 [%s] [%s]\n", basename("/a b/c d"), dirname("/a b/c d"));
	printf("10 [%s] [%s]\n", basename("//x"), dirname("//x"));
	exit(0);
}
