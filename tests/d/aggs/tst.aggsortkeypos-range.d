/*
 * An aggsortkeypos not below the number of keys counts as 0: the first
 * key leads.
 * @@args: -q -x aggsortkey -x aggsortkeypos=5
 */
BEGIN
{
	@a["b", 1] = count();
	@a["a", 2] = count();
	@a["c", 0] = count();
	exit(0);
}
