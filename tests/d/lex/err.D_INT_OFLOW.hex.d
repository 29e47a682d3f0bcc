/*
 * An integer constant beyond 64 bits.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = 0x1ffffffffffffffff;
}
