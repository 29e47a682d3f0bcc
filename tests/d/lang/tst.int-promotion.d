/*
 * Integer promotions and the usual arithmetic conversions (LP64).
 * @@args: -q
 */
BEGIN
{
	c = (char)-1;
	uc = (unsigned char)255;
	printf("%d %d\n", c + 1, uc + 1);
	printf("%d %d\n", -1 < 0U, -1 < 0);
	printf("%d\n", -1L < 0UL);
	printf("%u\n", (unsigned int)-1);
	printf("%d\n", sizeof(1 + 1L));
	printf("%d\n", sizeof('a'));
	exit(0);
}
