/*
 * A whole struct variable cannot be assigned.
 * @@noroot
 * @@args: -e
 */
struct s { int a; } x, y;

BEGIN
{
	x = y;
}
