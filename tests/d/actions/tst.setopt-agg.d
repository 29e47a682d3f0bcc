/*
 * setopt() of the aggregation sorting options takes effect for the
 * printa() records that follow it.
 * @@args: -q
 */
BEGIN
{
	@a["one"] = sum(1);
	@a["two"] = sum(2);
	@a["three"] = sum(3);
}

BEGIN
{
	printa("%s %@d\n", @a);
	setopt("aggsortrev");
	printa("%s %@d\n", @a);
	setopt("aggsortrev", "no");
	setopt("aggsortkey");
	printa("%s %@d\n", @a);
	exit(0);
}
