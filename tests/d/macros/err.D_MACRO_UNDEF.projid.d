/*
 * $projid and $taskid are illumos-only: not defined on Linux (Oracle).
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	trace($projid);
}
