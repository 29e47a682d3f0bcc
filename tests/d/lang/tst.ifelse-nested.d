/*
 * Nested if/else chains.
 * @@args: -q
 */
BEGIN
{
	x = 5;
	if (x > 10) {
		printf("big\n");
	} else if (x > 3) {
		if (x == 5)
			printf("five\n");
		else
			printf("mid\n");
	} else {
		printf("small\n");
	}
	exit(0);
}
