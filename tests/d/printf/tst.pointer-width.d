/*
 * %p is lower-case hex without "0x" (with '#', the prefix): widths,
 * left justification, NULL, a full 64-bit pointer, %? width (16).
 */
#pragma D option quiet
BEGIN
{
	printf("[%16p] [%-8p] [%#10p] [%p]\n", 0x61, 0x61, 0x61, (void *)0);
	printf("[%p] [%#p]\n", (void *)-1, (char *)0xabcdef);
	printf("[%?p] [%-?p] [%?d]\n", 0x61, 0x61, 5);
	exit(0);
}
