/*
 * Clause-local variables live in scratch space, which has room for 16k
 * of them.
 * @@noroot
 * @@args: -e
 */
this char big[20000];

BEGIN
{
	this->big[0] = 1;
}
