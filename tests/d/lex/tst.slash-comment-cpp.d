/*
 * With -C, cpp removes "//" comments before D sees the program.
 * @@args: -q -C
 */
// a C++ comment
BEGIN
{
	x = 6 / 2;	// three
	printf("%d %s\n", x, "a//b");
	exit(0);
}
