/*
 * BEGIN runs in the consumer: pid is dtrace's own ($pid); uid
 * and gid are root's.
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d\n", pid == $pid, uid, gid);
	exit(0);
}
