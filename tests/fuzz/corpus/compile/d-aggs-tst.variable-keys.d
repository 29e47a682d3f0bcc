/*
 * Keys and values computed from variables.
 * @@args: -q
 */
BEGIN
{
	k = "key";
	i = 3;
	@s[k, i + 1] = sum(i * 2);
	@s[k, i + 1] = sum(i);
	exit(0);
}
