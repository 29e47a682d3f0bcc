/*
 * substr(): the worked examples and the rules for negative positions
 * and lengths.
 */
#pragma D option quiet

BEGIN
{
	printf("1 [%s]\n", substr("hello world", 6));
	printf("2 [%s]\n", substr("hello world", 0, 5));
	printf("3 [%s]\n", substr("hello world", -5));
	printf("4 [%s]\n", substr("hello world", -5, 2));
	printf("5 [%s]\n", substr("hello world", 2, -3));
	printf("6 [%s]\n", substr("hello", -7, 3));
	printf("7 [%s]\n", substr("hello", 10));
	printf("8 [%s]\n", substr("hello", 0));
	printf("9 [%s]\n", substr("hello", 5));
	printf("10 [%s]\n", substr("hello", 4));
	printf("11 [%s]\n", substr("hello", -1));
	printf("12 [%s]\n", substr("hello", -5));
	printf("13 [%s]\n", substr("hello", -6));
	printf("14 [%s]\n", substr("hello", 1, 0));
	printf("15 [%s]\n", substr("hello", 1, -1));
	printf("16 [%s]\n", substr("hello", 1, -4));
	printf("17 [%s]\n", substr("hello", 1, -10));
	printf("18 [%s]\n", substr("hello", -3, -1));
	printf("19 [%s]\n", substr("hello", -7, 1));
	printf("20 [%s]\n", substr("hello", -7, 2));
	printf("21 [%s]\n", substr("hello", 2, 100));
	printf("22 [%s]\n", substr("", 0));
	printf("23 [%s]\n", substr("", -1, 5));
	exit(0);
}
