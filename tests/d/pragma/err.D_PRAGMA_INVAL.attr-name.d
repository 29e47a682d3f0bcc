/*
 * An unknown stability name.
 * @@noroot
 * @@args: -e
 */
#pragma D attributes Solid/Stable/Common foo

BEGIN
{
}
