/*
 * %s width and precision: precision cuts, width pads (right, or left
 * with '-'), precision longer than the string or 0 changes nothing, a
 * dynamic precision that is negative is no precision, a negative
 * dynamic width left-justifies.
 */
#pragma D option quiet
BEGIN
{
	printf("[%5.2s] [%-5.2s] [%.10s] [%2.5s]\n", "abcdef", "abcdef", "abc", "abcdef");
	printf("[%.0s] [%.1s] [%10.0s]\n", "abc", "abc", "abc");
	printf("[%.*s] [%.*s] [%*.*s]\n", -1, "abc", 2, "abc", 4, 1, "abc");
	printf("[%*s] [%-*s] [%*s]\n", -4, "ab", 4, "ab", 0, "ab");
	printf("[%5s] [%-5s] [%.3s]\n", "", "", execname);
	exit(0);
}
