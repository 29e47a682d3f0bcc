/*
 * A macro argument in a probe description that was not given.
 * @@noroot
 * @@args: -e
 */
syscall::$1:entry
{
}
