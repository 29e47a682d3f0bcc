/*
 * & cannot be applied to an element of a D scalar array.
 * @@noroot
 * @@args: -e
 */
int a[4];

BEGIN
{
	trace(&a[1]);
}
