/*
 * A constant index past the end of a scalar array.
 * @@noroot
 * @@args: -e
 */
int a[5];

BEGIN
{
	a[5] = 1;
}
