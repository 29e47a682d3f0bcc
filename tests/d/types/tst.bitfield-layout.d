/*
 * Bit-fields pack into units of their type and do not straddle one.
 * @@args: -q
 */
struct bf {
	unsigned a : 3;
	unsigned b : 30;
	unsigned char c : 4;
	unsigned char d : 5;
	unsigned long e : 40;
	int f;
};
BEGIN
{
	printf("%d %d\n", sizeof(struct bf), offsetof(struct bf, f));
	exit(0);
}
