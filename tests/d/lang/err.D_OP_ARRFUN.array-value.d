/*
 * A D scalar array cannot be stored in another variable: arrays are
 * never assigned whole (as in C).
 * @@noroot
 * @@args: -e
 */
int a[3];

BEGIN
{
	x = a;
}
