/*
 * A string comparison as the condition.
 * @@args: -q
 */
BEGIN
{
	s = "abc";
	if (s == "abc")
		printf("eq\n");
	else
		printf("ne\n");
	if (s != "abc")
		printf("wrong\n");
	exit(0);
}
