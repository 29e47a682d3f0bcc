/*
 * strstr() returns NULL when the needle is absent; "" is found everywhere.
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d\n", strstr("hello", "xyz") == NULL,
	    strstr("hello", "ll") == NULL, strstr("", "") == NULL);
	printf("[%s]\n", strstr("hello", "ll"));
	exit(0);
}
