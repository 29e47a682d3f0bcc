/*
 * dtrace:::ERROR fires with arg1 = EPID, arg2 = action index and
 * arg4 = fault code (DTRACEFLT_DIVZERO = 4).
 * @@args: -q
 */
int zero;

BEGIN
{
	trace(1 / zero);
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("%d %d %d %d\n", arg1, arg2, arg4, probeprov == "dtrace");
}
