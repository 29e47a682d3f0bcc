/*
 * String assignment copies the value.
 * @@args: -q
 */
BEGIN
{
	s = "hello";
	t = s;
	s = "world";
	printf("%s %s\n", s, t);
	exit(0);
}
