/*
 * A false predicate skips only its own clause.
 * @@args: -q
 */
BEGIN
/1 == 2/
{
	printf("no\n");
}

BEGIN
/2 > 1/
{
	printf("yes\n");
}

BEGIN
/0/
{
	printf("zero\n");
}

BEGIN
/-1/
{
	printf("nonzero\n");
}

BEGIN
{
	exit(0);
}
