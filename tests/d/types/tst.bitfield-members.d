/*
 * Bit-field members of a D struct variable: values are cut to their
 * width, unsigned ones wrap, neighbours are left alone.
 * @@args: -q
 */
struct flags {
	unsigned int a : 3;
	unsigned int b : 5;
	int c : 4;
	unsigned int d : 20;
};
struct flags f;

BEGIN
{
	f.a = 9;
	f.b = 31;
	f.c = 7;
	f.d = 0xfffff;
	printf("%d %d %d %x %d\n", f.a, f.b, f.c, f.d, sizeof(struct flags));
	f.b = 0;
	printf("%d %d %d %x\n", f.a, f.b, f.c, f.d);
	exit(0);
}
