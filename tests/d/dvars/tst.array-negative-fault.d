/*
 * A negative run-time index faults too.
 * @@args: -q
 */
int a[4];

BEGIN
{
	i = -1;
	trace(a[i]);
}

BEGIN
{
	exit(0);
}
