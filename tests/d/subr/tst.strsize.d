/*
 * With strsize=8 strings hold 7 characters: literals are cut and every
 * result is truncated to fit; cleanpath() stops when fewer than 5 bytes
 * are left, like DTrace's.
 */
#pragma D option quiet
#pragma D option strsize=8

BEGIN
{
	printf("[%s] [%s]\n", lltostr(-1, 16), lltostr(1234567890));
	printf("[%s] [%s]\n", toupper("abcdefghij"), substr("abcdefghij", 3));
	printf("[%s] [%s]\n", basename("/usr/lib/libc.so.1"), dirname("/usr/lib/libc.so.1"));
	printf("[%s] [%d]\n", strjoin("abc", "defg"), index("abcdefghij", "h"));
	printf("[%s]\n", inet_ntoa((void *)&curthread->comm));
	printf("[%s] [%s]\n", cleanpath("/a/b/c/d"), cleanpath("/a/./b"));
	exit(0);
}
