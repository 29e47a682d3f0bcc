/*
 * statusrate is at most every 10 s (the DTrace kernel's limit): a slower
 * rate is raised to it, with dtrace(1)'s notice, which -q does not hide
 * (dtrace prints it as an error message).
 * @@args: -q -x statusrate=1m
 */
BEGIN
{
	printf("ok\n");
	exit(0);
}
