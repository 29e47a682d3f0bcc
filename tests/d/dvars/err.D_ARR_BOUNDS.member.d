/*
 * A constant index past the end of an array member of a D struct variable.
 * @@noroot
 * @@args: -e
 */
struct s { int v[2]; } x;

BEGIN
{
	x.v[2] = 1;
}
