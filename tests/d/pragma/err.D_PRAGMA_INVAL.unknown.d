/*
 * An unknown #pragma D word.
 * @@noroot
 * @@args: -e
 */
#pragma D frobnicate

BEGIN
{
}
