/*
 * A union's members share storage: its size is the largest member's
 * (rounded to its alignment), a store through one member reads back
 * through the others.
 * @@args: -q
 */
union u {
	uint64_t whole;
	uint32_t half[2];
	uint8_t bytes[3];
};
union u x;

BEGIN
{
	x.whole = 0x1122334455667788;
	printf("%d %x %x %x\n", sizeof(union u), x.half[0], x.half[1],
	    x.bytes[0]);
	exit(0);
}
