/*
 * String inlines, and inlines mixing strings and conditions.
 * @@args: -q
 */
inline string NAME = "hello";
inline int ON = 1;
inline string WHICH = ON ? "on" : "off";
BEGIN
{
	printf("%s %s %d\n", NAME, WHICH, strlen(NAME));
	exit(0);
}
