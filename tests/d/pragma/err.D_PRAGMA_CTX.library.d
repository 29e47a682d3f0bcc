/*
 * depends_on library is for library files only.
 * @@noroot
 * @@args: -e
 */
#pragma D depends_on library net.d

BEGIN
{
}
