/*
 * String literals with every escape: the bytes they stand for (\' and
 * \? keep their backslash, as in DTrace; \0 ends the string).
 * @@args: -q
 */
BEGIN
{
	s = "\a\b\f\n\r\t\v\\\'\"\?\101\x42\0hidden";
	printf("%d\n", strlen(s));
	printf("%s|%s\n", substr(s, 11, 3), "tab\there");
	exit(0);
}
