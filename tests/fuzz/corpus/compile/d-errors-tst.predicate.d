/*
 * A fault in a predicate is reported "in predicate".
 * @@args: -q
 */
int zero;

BEGIN
/1 / zero/
{
	printf("not reached\n");
}

BEGIN
{
	exit(0);
}
