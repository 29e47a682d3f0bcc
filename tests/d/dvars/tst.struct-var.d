/*
 * A global variable of a D struct type: members assigned and read.
 * @@args: -q
 */
struct point {
	int x;
	int y;
	long z;
};
struct point p;

BEGIN
{
	p.x = 3;
	p.y = p.x * 2;
	p.z = 0x100000000;
	printf("%d %d %x %d\n", p.x, p.y, p.z, sizeof(p));
	exit(0);
}
