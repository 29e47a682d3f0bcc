/*
 * -x aggsortkey with -x aggsortkeypos=1: entries sorted on the second
 * key, then the first (the key positions wrap around).
 * @@args: -q -x aggsortkey -x aggsortkeypos=1
 */
BEGIN
{
	@a["b", 1] = count();
	@a["a", 2] = count();
	@a["c", 1] = count();
	@a["a", 1] = count();
	@a["b", 0] = count();
	exit(0);
}
