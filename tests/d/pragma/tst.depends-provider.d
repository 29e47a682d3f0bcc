/*
 * #pragma D depends_on provider names a provider that exists.
 * @@args: -q
 */
#pragma D depends_on provider syscall
#pragma D depends_on provider dtrace

BEGIN
{
	printf("ok\n");
	exit(0);
}
