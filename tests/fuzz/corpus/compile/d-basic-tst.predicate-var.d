/*
 * Predicates see variables set by earlier clauses of the same firing.
 * @@args: -q
 */
BEGIN
{
	go = 0;
}

BEGIN
/go/
{
	printf("wrong\n");
}

BEGIN
{
	go = 1;
}

BEGIN
/go/
{
	printf("right\n");
	exit(0);
}
