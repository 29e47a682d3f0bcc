/*
 * An unknown dependency class.
 * @@noroot
 * @@args: -e
 */
#pragma D attributes Stable/Stable/Everything foo

BEGIN
{
}
