/*
 * -x aggsortkey sorts by key instead of value.
 * @@args: -q -x aggsortkey
 */
BEGIN
{
	@c["b"] = count();
	@c["a"] = count();
	@c["a"] = count();
	@c["a"] = count();
	@c["c"] = count();
	@c["c"] = count();
	exit(0);
}
