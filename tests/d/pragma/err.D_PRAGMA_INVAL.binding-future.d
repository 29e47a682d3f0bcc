/*
 * A binding to a D version newer than the compiler's.
 * @@noroot
 * @@args: -e
 */
#pragma D binding "2.1" foo

BEGIN
{
}
