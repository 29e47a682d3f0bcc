/*
 * depends_on with an unknown class.
 * @@noroot
 * @@args: -e
 */
#pragma D depends_on thing foo

BEGIN
{
}
