/*
 * The id macro variables describe the dtrace process itself: BEGIN runs
 * in it, so they equal the built-in variables there; $$name is the
 * decimal string.
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d %d %d\n", $ppid == ppid, $uid == uid, $gid == gid,
	    $euid == uid, $egid == gid);
	printf("%d %d %d\n", $sid > 0, $pgid > 0, $$ppid == lltostr(ppid));
	exit(0);
}
