/*
 * inet_ntop() knows AF_INET (2) and AF_INET6 (10) only; anything else
 * is an illegal operation.
 */
#pragma D option quiet

BEGIN
{
	trace(inet_ntop(3, (void *)&curthread->comm));
}

BEGIN
{
	exit(0);
}
