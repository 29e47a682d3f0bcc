/*
 * Nested if/else in both branches.
 * @@args: -q
 */
BEGIN
{
	x = 2;
	y = 8;
	if (x > 1) {
		if (y > 5) {
			printf("x>1 y>5\n");
		} else {
			printf("x>1 y<=5\n");
		}
	} else {
		if (y > 5)
			printf("x<=1 y>5\n");
		else
			printf("x<=1 y<=5\n");
	}
	exit(0);
}
