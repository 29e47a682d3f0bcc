/*
 * stringof and (string) turn integers and char pointers into strings.
 * @@args: -q
 */
BEGIN
{
	printf("%s\n", stringof(execname));
	printf("%d\n", stringof("abc") == "abc");
	exit(0);
}
