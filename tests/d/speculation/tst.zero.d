/*
 * speculate(0) discards the rest of the clause (nothing recorded, later
 * statements not run); commit(0) and discard(0) do nothing, and neither
 * do commit() and discard() of an ID never returned by speculation().
 */
#pragma D option quiet
#pragma D option nspec=2

BEGIN
{
	x = 0;
	speculate(0);
	printf("not seen\n");
	x = 1;
}

BEGIN
{
	commit(0);
	discard(0);
	commit(2);
	discard(1);
}

BEGIN
{
	printf("x %d\n", x);
	exit(0);
}
