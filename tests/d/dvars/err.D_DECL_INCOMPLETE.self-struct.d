/*
 * A thread-local of a struct type with no definition.
 * @@noroot
 * @@args: -e
 */
self struct nosuchstruct s;

BEGIN
{
}
