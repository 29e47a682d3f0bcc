/*
 * trunc(@a) removes every entry: nothing of @a is printed at
 * exit, while @b is.
 * @@args: -q
 */
BEGIN
{
	@a["a"] = sum(1);
	@a["b"] = sum(2);
	@b = count();
	trunc(@a);
	exit(0);
}
