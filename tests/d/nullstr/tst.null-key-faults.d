/*
 * A NULL string as an aggregation or associative array key faults (the
 * key's characters are read from address 0).
 * @@args: -q
 */
BEGIN
{
	@[strchr("abc", 'z')] = count();
}

BEGIN
{
	k[strtok("", ",")] = 1;
}

BEGIN
{
	@[strchr("abc", 'b')] = count();
	exit(0);
}
