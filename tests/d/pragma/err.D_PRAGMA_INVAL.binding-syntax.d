/*
 * A version that is not a quoted number.
 * @@noroot
 * @@args: -e
 */
#pragma D binding 1.0 foo

BEGIN
{
}
