/*
 * -x droptags: faults in an ERROR clause are reported as
 * "[DTRACEDROP_DBLERROR] N error(s) in ERROR probe enabling".
 * @@args: -q -x droptags
 */
BEGIN
{
	x = *(int *)0;
}

ERROR
{
	z = *(int *)8;
}

BEGIN
{
	exit(0);
}
