/*
 * Keys of 1, 2 and 8 bytes: " %3d" and " %5d" read unsigned,
 * " %16lld" for 8 bytes.
 * @@args: -q
 */
BEGIN
{
	@a[(char)-2] = count();
	@b[(short)-1] = count();
	@c[(long)3] = count();
	@d[(unsigned char)7] = count();
	exit(0);
}
