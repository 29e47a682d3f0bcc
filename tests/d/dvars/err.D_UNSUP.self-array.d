/*
 * Thread-local scalar arrays are not supported.
 * @@noroot
 * @@args: -e
 */
self int a[4];

BEGIN
{
}
