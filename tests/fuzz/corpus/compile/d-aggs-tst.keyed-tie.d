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
	@c["q"] = count();
	@c["c"] = count();
	@c["x"] = count();
	@c["e"] = count();
	@c["Zb"] = count();
	@c["ab"] = count();
	exit(0);
}
