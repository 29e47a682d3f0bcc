/*
 * -X c (= -x stdc=c) defines __STDC__ as 1 with GNU cpp.
 * @@args: -q -C -X c
 */
BEGIN
{
	printf("%d\n", __STDC__);
	exit(0);
}
