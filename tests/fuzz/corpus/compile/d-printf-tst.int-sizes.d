/*
 * %u %x %o read the value at the argument's own size; %d prints signed
 * types signed and unsigned types unsigned (docs/output.md §5.2).
 * @@args: -q
 */
BEGIN
{
	printf("%u %x %o\n", -1, -1, -1);
	printf("%x %u\n", (char)-17, (char)-17);
	printf("%d %d\n", (unsigned short)0xffff, (char)-1);
	printf("%d %d\n", (short)-2, (unsigned char)254);
	printf("%d %u\n", 0xffffffffffffffff, 0xffffffffffffffff);
	printf("%x\n", (short)-1);
	exit(0);
}
