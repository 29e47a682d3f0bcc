/*
 * depends_on a kernel module that is not loaded.
 * @@noroot
 * @@args: -e
 */
#pragma D depends_on module no_such_module_xyz

BEGIN
{
}
