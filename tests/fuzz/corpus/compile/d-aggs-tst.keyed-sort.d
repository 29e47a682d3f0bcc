/*
 * String keys: sorted by value, then by key.
 * @@args: -q
 */
BEGIN
{
	@c["a"] = count();
	@c["a"] = count();
	@c["a"] = count();
	@c["b"] = count();
	@c["c"] = count();
	@c["c"] = count();
	exit(0);
}
