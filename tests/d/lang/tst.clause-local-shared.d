/*
 * Clause-local variables are shared by the clauses of one firing.
 * @@args: -q
 */
BEGIN
{
	this->x = 10;
}

BEGIN
{
	this->x += 5;
}

BEGIN
{
	printf("%d\n", this->x);
	exit(0);
}
