/*
 * A kernel struct value stored in a variable (was an internal abort).
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = *curthread;
}
