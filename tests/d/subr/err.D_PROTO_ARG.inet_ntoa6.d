/*
 * inet_ntoa6() takes a pointer, not an integer.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = inet_ntoa6(0x1234);
}
