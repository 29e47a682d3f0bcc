/*
 * -x droptags: speculation() failing while the only buffer is still
 * being discarded is "[DTRACEDROP_SPECBUSY] 1 failed speculation
 * (available buffer(s) still busy)" (see speculation/tst.busy.d).
 * @@args: -x droptags
 */
#pragma D option quiet

BEGIN
{
	u = speculation();
}

BEGIN
{
	discard(u);
}

BEGIN
{
	printf("busy %d\n", speculation());
}

tick-500ms
{
	printf("later %d\n", speculation());
	exit(0);
}
