/*
 * Only dynamic variables (thread-locals, associative array elements)
 * are deleted by assigning 0; a clause-local struct cannot take an int.
 * @@noroot
 * @@args: -e
 */
struct foo { int a; };
this struct foo s;

BEGIN
{
	this->s = 0;
}
