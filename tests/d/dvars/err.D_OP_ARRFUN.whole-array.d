/*
 * A whole scalar array cannot be assigned.
 * @@noroot
 * @@args: -e
 */
int a[4];
int b[4];

BEGIN
{
	a = b;
}
