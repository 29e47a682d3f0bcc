/*
 * With a tiny strsize the NULL mark does not fit: NULL reads as "" and never compares equal.
 * @@args: -q
 */
#pragma D option strsize=4
BEGIN
{
	printf("[%s] %d\n", strchr("ab", 'z'), strchr("ab", 'z') == NULL);
	exit(0);
}
