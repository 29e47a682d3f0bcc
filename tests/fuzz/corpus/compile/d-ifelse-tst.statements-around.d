/*
 * Statements before, inside and after if/else run in order.
 * @@args: -q
 */
BEGIN
{
	printf("a");
	x = 1;
	if (x) {
		printf("b");
		x = 2;
	}
	printf("c%d", x);
	if (x == 1)
		printf("d");
	else
		printf("e");
	printf("f\n");
	exit(0);
}
