/*
 * strstr(): the suffix from the first occurrence, "" for "" in "", the
 * whole string for an empty needle; no match reads as "".
 */
#pragma D option quiet

BEGIN
{
	printf("[%s]\n", strstr("foobar", "ob"));
	printf("[%s]\n", strstr("foobar", ""));
	printf("[%s]\n", strstr("", ""));
	printf("[%s]\n", strstr("foo", "x"));
	printf("[%s]\n", strstr("aXbXc", "Xc"));
	printf("[%s]\n", strstr("abc", "abcd"));
	printf("[%s]\n", strstr("/usr/lib/libc.so.1", "lib/"));
	exit(0);
}
