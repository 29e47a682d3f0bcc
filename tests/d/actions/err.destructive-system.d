/*
 * Destructive actions compile, but enabling them without -w (or
 * #pragma D option destructive) fails (docs/builtins.md §3.2).
 */
BEGIN
{
	system("echo no");
	exit(0);
}
