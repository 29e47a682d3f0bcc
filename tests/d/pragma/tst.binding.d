/*
 * #pragma D binding with versions up to the compiler's (D 2.0).
 * @@noroot
 * @@args: -e
 */
#pragma D binding "1.0" foo
#pragma D binding "1.6.2" bar
#pragma D binding "2.0" baz

BEGIN
{
}
