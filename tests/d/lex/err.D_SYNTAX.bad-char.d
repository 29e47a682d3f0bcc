/*
 * A character that starts no D token.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = 1 # 2;
}
