/*
 * -q: no header, no record prefix, no "matched" notice; printf output is
 * followed by dtrace's final newline (an empty line).
 * @@args: -q
 */
BEGIN
{
	printf("hello, world\n");
	exit(0);
}
