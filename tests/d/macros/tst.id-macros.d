/*
 * The id macro variables describe the dtrace process itself: BEGIN runs
 * in it, so they equal the built-in variables there; $$name is the
 * decimal string.  The session and process group can legitimately be 0
 * (a CI runner started by a pid 1 that never called setsid()), so they are
 * checked against the kernel's view of this process, not against > 0.
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d %d %d\n", $ppid == ppid, $uid == uid, $gid == gid,
	    $euid == uid, $egid == gid);
	printf("%d %d %d\n", $sid == curpsinfo->pr_sid,
	    $pgid == curpsinfo->pr_pgid, $$ppid == lltostr(ppid));
	exit(0);
}
