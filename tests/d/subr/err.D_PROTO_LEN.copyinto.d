/*
 * copyinto() takes exactly three arguments.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	copyinto(0, 8);
}
