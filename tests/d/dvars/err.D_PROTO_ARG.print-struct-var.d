/*
 * print( ) takes a pointer (Oracle DTrace); a struct-valued variable
 * is not one.
 * @@noroot
 * @@args: -e
 */
struct foo { int a; };
self struct foo s;

BEGIN
{
	print(self->s);
}
