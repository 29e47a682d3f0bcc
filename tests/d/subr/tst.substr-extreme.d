/*
 * substr() with positions and lengths at the ends of the 64-bit range:
 * nothing overflows into a wrong slice.
 */
#pragma D option quiet
BEGIN
{
	this->max = 9223372036854775807;
	this->min = -9223372036854775807 - 1;
	printf("1 [%s]\n", substr("hello", 2, this->max));
	printf("2 [%s]\n", substr("hello", this->max));
	printf("3 [%s]\n", substr("hello", this->min));
	printf("4 [%s]\n", substr("hello", this->min, this->max));
	printf("5 [%s]\n", substr("hello", 1, this->min));
	printf("6 [%s]\n", substr("hello", -1, 1));
	printf("7 [%s]\n", substr("hello", -2, -1));
	printf("8 [%s]\n", substr("hello", 0, -5));
	printf("9 [%s]\n", substr("hello", 0, -4));
	printf("10 [%s]\n", substr("hello", -5, 5));
	printf("11 [%s]\n", substr("hello", -6, 2));
	printf("12 [%s]\n", substr("hello", 4, 1));
	exit(0);
}
