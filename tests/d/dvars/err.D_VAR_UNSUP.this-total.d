/*
 * Clause-local variables together may use at most 16k of scratch space.
 * @@noroot
 * @@args: -e
 */
struct big { char b[10000]; };
this struct big x;
this struct big y;

BEGIN
{
	this->x.b[0] = 1;
	this->y.b[0] = 2;
}
