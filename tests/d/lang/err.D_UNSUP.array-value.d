/*
 * A D scalar array stored in another variable.
 * @@noroot
 * @@args: -e
 */
int a[3];

BEGIN
{
	x = a;
}
