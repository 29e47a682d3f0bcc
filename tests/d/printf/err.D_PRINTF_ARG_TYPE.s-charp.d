/*
 * %s does not take a char * (stringof() does).
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf("%s\n", (char *)0);
}
