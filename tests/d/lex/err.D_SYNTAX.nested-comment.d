/*
 * "/*" inside a comment is an error.
 * @@noroot
 * @@args: -e
 */
/* outer /* inner */
BEGIN
{
}
