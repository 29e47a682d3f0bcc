/*
 * Pointer arithmetic is scaled by the pointee size; differences count elements.
 * @@args: -q
 */
BEGIN
{
	p = (int *)0x1000;
	q = p + 3;
	l = (long *)0x1000;
	printf("%x %x %d\n", (uintptr_t)q, (uintptr_t)(l + 1), q - p);
	printf("%x\n", (uintptr_t)(q - 1));
	c = (char *)0x10;
	c++;
	printf("%x\n", (uintptr_t)c);
	exit(0);
}
