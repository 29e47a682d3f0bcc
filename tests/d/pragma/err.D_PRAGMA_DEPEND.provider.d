/*
 * depends_on a provider that does not exist.
 * @@noroot
 * @@args: -e
 */
#pragma D depends_on provider nosuchprovider

BEGIN
{
}
