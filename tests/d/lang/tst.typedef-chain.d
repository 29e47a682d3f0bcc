/*
 * Typedefs of typedefs keep the underlying type.
 * @@args: -q
 */
typedef int myint;
typedef myint myint2;
typedef unsigned char byte_t;
myint2 v;
byte_t b;

BEGIN
{
	v = -5;
	b = 257;
	printf("%d %d %d %d\n", v, b, sizeof(myint2), sizeof(byte_t));
	exit(0);
}
