/*
 * An unknown #pragma D directive.
 * @@noroot
 * @@args: -e
 */
#pragma D nosuch

BEGIN
{
}
