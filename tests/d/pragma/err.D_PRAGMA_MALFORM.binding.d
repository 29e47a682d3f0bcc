/*
 * binding without an identifier.
 * @@noroot
 * @@args: -e
 */
#pragma D binding "1.0"

BEGIN
{
}
