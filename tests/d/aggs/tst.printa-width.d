/*
 * %@ conversions take printf's flags, widths and letters: the value is
 * a 64-bit integer (count/sum/min/max, avg/stddev computed).
 * @@args: -q
 */
BEGIN
{
	@s["a"] = sum(42);
	@n["a"] = sum(-42);
	printa("[%@8d|%@-8d|%@08d|%@+d|%@x|%@X|%@o|%@5u]\n", @s);
	printa("[%@8d|%@-8d|%@08d|%@+d|%@i]\n", @n);
	printa("[%-6s|%@-4d|%@ d]\n", @s);
	exit(0);
}
