/*
 * -x encoding takes ascii or utf8.
 * @@noroot
 * @@args: -e -x encoding=latin1
 */
BEGIN
{
}
