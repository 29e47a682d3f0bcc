/*
 * copyin() of an unmapped address is an invalid address error.
 */
#pragma D option quiet

BEGIN
{
	trace(*(int *)copyin(4096, 4));
}

BEGIN
{
	exit(0);
}
