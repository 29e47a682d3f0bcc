/*
 * A void pointer cannot be dereferenced.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	p = (void *)8;
	trace(*p);
}
