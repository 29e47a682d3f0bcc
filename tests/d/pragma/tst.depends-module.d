/*
 * depends_on the kernel itself.
 * @@noroot
 * @@args: -e
 */
#pragma D depends_on module vmlinux

BEGIN
{
}
