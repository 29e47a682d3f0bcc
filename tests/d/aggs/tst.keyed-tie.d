/*
 * Equal values are ordered by key (strcmp order).
 * @@args: -q
 */
BEGIN
{
	@c["zz"] = count();
	@c["a"] = count();
	@c["m"] = count();
	@c["B"] = count();
	exit(0);
}
