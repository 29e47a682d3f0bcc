/*
 * $pid, $uid and $gid describe dtrace itself; $$target is the
 * string form of $target.
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d %d\n", $pid == pid, $uid, $gid, $$target == "0");
	exit(0);
}
