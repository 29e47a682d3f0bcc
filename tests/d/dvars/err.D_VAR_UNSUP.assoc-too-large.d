/*
 * An associative array element may hold an object of at most 64k.
 * @@noroot
 * @@args: -e
 */
struct big { char b[70000]; } g;

BEGIN
{
	a[1] = g;
}
