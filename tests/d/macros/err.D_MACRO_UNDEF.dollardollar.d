/*
 * $$N beyond the arguments given.
 * @@noroot
 * @@args: -e x
 */
BEGIN
{
	trace($$2);
}
