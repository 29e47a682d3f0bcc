/*
 * A union variable: members overlay the same bytes.
 * @@args: -q
 */
union u {
	int i;
	unsigned char c[4];
	short s;
};
union u x;

BEGIN
{
	x.i = 0x41424344;
	printf("%x %x %x %d\n", x.c[0], x.c[3], x.s, sizeof(x));
	x.c[0] = 0;
	printf("%x\n", x.i);
	exit(0);
}
