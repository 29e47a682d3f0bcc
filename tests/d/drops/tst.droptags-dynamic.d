/*
 * -x droptags with -x dynvarsize at its minimum (one element per
 * associative array here): elements that find no room are reported as
 * "[DTRACEDROP_DYNAMIC] N dynamic variable drops", for all CPUs together.
 * @@args: -q -x droptags -x dynvarsize=1
 */
BEGIN
{
	a[1] = 1;
	a[2] = 2;
	a[3] = 3;
	a[4] = 4;
	printf("%d %d\n", a[1], a[4]);
	exit(0);
}
