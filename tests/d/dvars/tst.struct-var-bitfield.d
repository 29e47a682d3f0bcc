/*
 * Bit-field members of a D struct variable: truncated and sign-extended.
 * @@args: -q
 */
struct flags {
	int a:3;
	unsigned int b:5;
	int c:8;
};
struct flags f;

BEGIN
{
	f.a = 3;
	f.b = 33;
	f.c = -2;
	printf("%d %d %d\n", f.a, f.b, f.c);
	f.a = 4;
	printf("%d %d %d\n", f.a, f.b, f.c);
	f.b++;
	printf("%d %d %d\n", f.a, f.b, f.c);
	exit(0);
}
