/*
 * -x quietresize hides the rate notices (statusrate raised to 10 s,
 * cleanrate lowered to 5000 Hz); a statusrate within the limit gets none.
 * @@args: -q -x quietresize -x statusrate=30s -x cleanrate=10000hz
 */
BEGIN
{
	printf("ok\n");
	exit(0);
}
