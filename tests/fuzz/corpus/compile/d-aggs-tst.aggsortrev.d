/*
 * -x aggsortrev reverses the value order.
 * @@args: -q -x aggsortrev
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
