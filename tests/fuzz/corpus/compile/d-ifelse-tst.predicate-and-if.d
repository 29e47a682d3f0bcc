/*
 * if inside a clause with a predicate.
 * @@args: -q
 */
BEGIN
{
	x = 4;
}

BEGIN
/x > 2/
{
	if (x > 3)
		printf("yes\n");
}

BEGIN
/x > 10/
{
	if (x > 3)
		printf("no\n");
}

BEGIN
{
	exit(0);
}
