/*
 * Clause-local struct variables are not supported.
 * @@noroot
 * @@args: -e
 */
struct s { int a; };
this struct s x;

BEGIN
{
}
