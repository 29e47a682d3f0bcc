/*
 * With strsize=16 a string holds 15 characters: a join of exactly 15
 * fits, one of 16 is an "out of scratch space" error that aborts the
 * clause only.
 */
#pragma D option quiet
#pragma D option strsize=16

BEGIN
{
	printf("[%s]\n", strjoin("0123456", "789abcde"));
	printf("[%s]\n", strjoin("0123456789abcde", ""));
}

BEGIN
{
	printf("[%s]\n", strjoin("0123456", "789abcdef"));
}

BEGIN
{
	exit(0);
}
