/*
 * Elements are stored with the element type's size and sign.
 * @@args: -q
 */
char c[4];
unsigned short us[2];
long l[2];

BEGIN
{
	c[0] = 300;
	c[1] = -1;
	us[1] = -1;
	l[1] = 0x123456789;
	printf("%d %d %d %d %x\n", c[0], c[1], c[2], us[1], l[1]);
	exit(0);
}
