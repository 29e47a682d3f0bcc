/*
 * stack() values are not struct or array values of a variable: storing
 * one is still refused.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	self->k = stack();
}
