/*
 * A NULL string reads as "" elsewhere.
 * @@args: -q
 */
BEGIN
{
	s = strchr("abc", 'z');
	printf("[%s] %d %d\n", s, strlen(s), s == "");
	exit(0);
}
