/*
 * A base outside 2..36 is an illegal operation for lltostr() and
 * strtoll(); each aborts only its clause.
 */
#pragma D option quiet

BEGIN
{
	trace(lltostr(10, 1));
}

BEGIN
{
	trace(strtoll("10", 37));
}

BEGIN
{
	this->b = 0;
	trace(lltostr(10, this->b));
}

BEGIN
{
	printf("%s %d\n", lltostr(10, 36), strtoll("10", 2));
	exit(0);
}
