/*
 * printf() flags as DTrace parses them: a '0' flag after '-' cancels
 * left justification and a '-' after '0' cancels zero padding (the later
 * wins); '+' beats ' '; '#' on zero and on octal; flags repeat freely.
 */
#pragma D option quiet
BEGIN
{
	printf("[%-05d] [%0-5d] [%--5d] [%005d]\n", 3, 3, 3, 3);
	printf("[%+ d] [% +d] [% d] [%+d]\n", 3, 3, -3, 0);
	printf("[%#x] [%#o] [%#X] [%#o]\n", 0, 0, 0xab, 8);
	printf("[%#08x] [%-#8x] [%#-8o]\n", 255, 255, 8);
	printf("[%x] [%X] [%o] [%u]\n", -1, -2, -3, -4);
	exit(0);
}
