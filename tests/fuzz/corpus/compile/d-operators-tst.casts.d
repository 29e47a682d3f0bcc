/*
 * Integer casts truncate and sign- or zero-extend as in C.
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d %d\n", (char)300, (unsigned char)-1, (short)70000, (int)0x100000001);
	printf("%d %d %d %u\n", (unsigned short)-1, (char)200, (long)(int)-1, (unsigned int)-1);
	x = 0x1ff;
	printf("%d %d\n", (char)x, (unsigned char)x);
	exit(0);
}
