/*
 * depends_on needs a class and a name.
 * @@noroot
 * @@args: -e
 */
#pragma D depends_on provider

BEGIN
{
}
