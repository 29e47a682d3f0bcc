/*
 * %p prints hex without 0x; %#p adds it (docs/output.md §5.2).
 * @@args: -q
 */
BEGIN
{
	printf("%p %#p\n", 0x61, 0x61);
	printf("%p\n", (void *)0x1000);
	exit(0);
}
