/*
 * A scalar array indexed with a string.
 * @@noroot
 * @@args: -e
 */
int a[4];

BEGIN
{
	a["x"] = 1;
}
