/*
 * Tuple keys: string then int.
 * @@args: -q
 */
BEGIN
{
	@t["b", 2] = sum(3);
	@t["a", 1] = sum(7);
	@t["a", 2] = sum(1);
	exit(0);
}
