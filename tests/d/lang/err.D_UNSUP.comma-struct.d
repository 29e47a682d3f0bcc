/*
 * A struct value reached through the comma operator.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = (1, curthread->se);
}
