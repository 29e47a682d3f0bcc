/*
 * & cannot be applied to a member of a D struct variable.
 * @@noroot
 * @@args: -e
 */
struct s { int q; } v;

BEGIN
{
	trace(&v.q);
}
