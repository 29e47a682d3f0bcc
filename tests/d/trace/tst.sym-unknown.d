/*
 * sym()/func()/mod() and usym()/umod()/uaddr() of addresses that are
 * in no module or object print the address in hex, padded to 50
 * columns even in quiet mode; %a and %A likewise, unpadded.
 * @@args: -q
 */
BEGIN
{
	sym(1);
	mod(1);
	func(0);
	printf("|\n");
	usym(1);
	umod(2);
	uaddr(0x3f);
	printf("|\n");
	printf("[%a] [%A] [%-6a]\n", 1, 2, 0x10);
	exit(0);
}
