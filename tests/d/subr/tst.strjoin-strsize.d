/*
 * With strsize=16 a string holds 15 characters: a join of exactly 15
 * fits, a longer one is cut to 15 silently (as Oracle's DTrace for
 * Linux does), whichever side is too long.
 */
#pragma D option quiet
#pragma D option strsize=16
BEGIN
{
	printf("[%s]\n", strjoin("0123456", "789abcde"));
	printf("[%s]\n", strjoin("0123456789abcde", ""));
	printf("[%s]\n", strjoin("0123456", "789abcdef"));
	printf("[%s]\n", strjoin("0123456789abcde", "xyz"));
	printf("[%s]\n", strjoin("", "0123456789abcdefgh"));
	printf("[%s]\n", strjoin(probeprov, strjoin(probename, execname)));
	printf("%d\n", strlen(strjoin(execname, execname)));
	exit(0);
}
