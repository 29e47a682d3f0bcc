/*
 * AF_INET and AF_INET6 come from the D library with Linux's values;
 * inet_ntop() of any other family (AF_UNIX) is an illegal operation
 * (DTRACEFLT_ILLOP, 3, in the ERROR probe's arg4).
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d %d\n", AF_UNSPEC, AF_UNIX, AF_INET, AF_INET6);
}

BEGIN
{
	trace(inet_ntop(AF_UNIX, (void *)&curthread->comm));
}

BEGIN
{
	trace(inet_ntop(AF_INET6 + 1, (void *)&curthread->comm));
}

ERROR
{
	printf("fault %d epid %d\n", arg4, arg1);
}

BEGIN
{
	exit(0);
}
