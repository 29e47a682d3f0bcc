/*
 * $$0 is the script path as given to -s.
 * @@args: -q
 */
BEGIN
{
	printf("%s\n", $$0);
	exit(0);
}
