/*
 * No such member in a D struct variable.
 * @@noroot
 * @@args: -e
 */
struct s { int a; } x;

BEGIN
{
	x.b = 1;
}
