/*
 * A comment still open at the end of the program.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
}
/* never closed
