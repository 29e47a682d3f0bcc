/*
 * attributes without an identifier.
 * @@noroot
 * @@args: -e
 */
#pragma D attributes Stable/Stable/Common

BEGIN
{
}
