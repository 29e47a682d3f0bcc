/*
 * Clause-local variables are never associative arrays.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	this->x[1] = 2;
}
