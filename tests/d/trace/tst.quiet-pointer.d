/*
 * In quiet mode trace() of a pointer, a size_t and an unsigned char
 * prints the bare unsigned decimal.
 * @@args: -q
 */
BEGIN
{
	trace((void *)0x1234);
	printf("|");
	trace((void *)-1);
	printf("|");
	trace(sizeof (uint64_t));
	printf("|");
	trace((uint8_t)200);
	printf("|\n");
	exit(0);
}
