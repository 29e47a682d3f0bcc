/*
 * getmajor() and getminor() split a kernel dev_t (major << 20 | minor).
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d\n", getmajor(0x800003), getminor(0x800003));
	printf("%d %x\n", getmajor(0x1234567), getminor(0x1234567));
	printf("%d %d\n", getmajor(0), getminor(0));
	printf("%d %d\n", sizeof(getmajor(1)), sizeof(getminor(1)));
	exit(0);
}
