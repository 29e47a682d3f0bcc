/*
 * basename() and dirname() behave like basename(1) and dirname(1).
 */
#pragma D option quiet

BEGIN
{
	printf("[%s] [%s]\n", basename("/usr/lib/libc.so.1"), dirname("/usr/lib/libc.so.1"));
	printf("[%s] [%s]\n", basename("/usr/lib/"), dirname("/usr/lib/"));
	printf("[%s] [%s]\n", basename("foo"), dirname("foo"));
	printf("[%s] [%s]\n", basename("/"), dirname("/"));
	printf("[%s] [%s]\n", basename(""), dirname(""));
	printf("[%s] [%s]\n", basename("a/b"), dirname("a/b"));
	printf("[%s] [%s]\n", basename("//a//b//"), dirname("//a//b//"));
	printf("[%s] [%s]\n", basename("/a"), dirname("/a"));
	printf("[%s] [%s]\n", basename("a/"), dirname("a/"));
	printf("[%s] [%s]\n", basename("///"), dirname("///"));
	printf("[%s] [%s]\n", basename(".."), dirname(".."));
	printf("[%s] [%s]\n", basename("/a/b/."), dirname("/a/b/."));
	exit(0);
}
