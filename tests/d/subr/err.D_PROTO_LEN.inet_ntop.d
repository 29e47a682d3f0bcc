/*
 * inet_ntop() takes exactly two arguments.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = inet_ntop(2);
}
