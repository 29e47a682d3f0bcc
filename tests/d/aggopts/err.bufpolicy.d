/*
 * -x bufpolicy takes switch, fill or ring.
 * @@noroot
 * @@args: -e -x bufpolicy=wrap
 */
BEGIN
{
}
