/*
 * if/else with single statements.
 * @@args: -q
 */
BEGIN
{
	x = 5;
	if (x > 3)
		printf("big\n");
	else
		printf("small\n");
	if (x > 10)
		printf("huge\n");
	else
		printf("not huge\n");
	if (x == 5)
		printf("five\n");
	if (x == 6)
		printf("six\n");
	exit(0);
}
