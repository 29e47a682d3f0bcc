/*
 * "//" inside a clause is not a comment either.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = 1;	// one
	exit(0);
}
