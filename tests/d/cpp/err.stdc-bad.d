/*
 * An unknown -X mode.
 * @@noroot
 * @@args: -e -X q
 */
BEGIN
{
}
