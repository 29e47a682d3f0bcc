/*
 * Casts truncate and sign- or zero-extend.
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d\n", (char)300, (unsigned char)-1, (short)70000);
	printf("%d %d\n", (int)0x1ffffffff, (unsigned short)65537);
	printf("%x\n", (uint8_t)0x1234);
	printf("%d\n", (int64_t)(int32_t)0x80000000);
	exit(0);
}
