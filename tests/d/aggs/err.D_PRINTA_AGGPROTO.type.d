/*
 * ... and keys of compatible types, one by one.
 */
BEGIN
{
	@a["x"] = count();
	@b[1] = sum(10);
	printa(@a, @b);
}
