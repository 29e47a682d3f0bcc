/*
 * A negative constant index of a scalar array.
 * @@noroot
 * @@args: -e
 */
int a[5];

BEGIN
{
	trace(a[-1]);
}
