/*
 * The usual idiom: a default for a NULL result.
 * @@args: -q
 */
BEGIN
{
	s = strchr("path/name", '/');
	t = strchr("name", '/');
	printf("%s %s\n", s != NULL ? s : "none", t != NULL ? t : "none");
	exit(0);
}
