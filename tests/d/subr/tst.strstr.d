/*
 * strstr(): the suffix from the first occurrence, "" for "" in "", the
 * whole string for an empty needle; no match is NULL.
 */
#pragma D option quiet

BEGIN
{
	printf("[%s]\n", strstr("foobar", "ob"));
	printf("[%s]\n", strstr("foobar", ""));
	printf("[%s]\n", strstr("", ""));
	printf("%d\n", strstr("foo", "x") == NULL);
	printf("[%s]\n", strstr("aXbXc", "Xc"));
	printf("%d\n", strstr("abc", "abcd") == NULL);
	printf("[%s]\n", strstr("/usr/lib/libc.so.1", "lib/"));
	exit(0);
}
