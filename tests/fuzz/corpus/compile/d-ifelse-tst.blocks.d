/*
 * Blocks, else-if chains and a dangling else (binds to the
 * nearest if).
 * @@args: -q
 */
BEGIN
{
	n = 0;
	if (n == 0) {
		a = 1;
		b = 2;
	} else {
		a = 3;
		b = 4;
	}
	printf("%d %d\n", a, b);
	x = 7;
	if (x < 5) {
		printf("lt5\n");
	} else if (x < 10) {
		printf("lt10\n");
	} else {
		printf("ge10\n");
	}
	if (x > 0)
		if (x > 100)
			printf("a\n");
		else
			printf("b\n");
	exit(0);
}
