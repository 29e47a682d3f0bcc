/*
 * Comparisons read a NULL string as "" (DTrace's string compare treats
 * the NULL pointer as an empty string) and do not fault; NULL strings
 * can be assigned, tested and replaced.
 * @@args: -q
 */
BEGIN
{
	s = strchr("abc", 'z');
	printf("%d %d %d %d\n", s == "", s != "", s < "a", "a" > s);
	printf("%d %d\n", s == NULL, s == strstr("x", "y"));
	t = s;
	printf("%d\n", t == NULL);
	t = "now set";
	printf("%d %s\n", t == NULL, t);
	exit(0);
}
