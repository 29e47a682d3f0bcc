/*
 * A NULL test in a predicate.
 * @@args: -q
 */
BEGIN
/strstr("haystack", "needle") == NULL/
{
	printf("absent\n");
}

BEGIN
/strstr("haystack", "st") != NULL/
{
	printf("present\n");
	exit(0);
}
