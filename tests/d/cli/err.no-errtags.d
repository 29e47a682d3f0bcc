/*
 * Without -x errtags a compile error has no [D_TAG] prefix.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = ;
}
