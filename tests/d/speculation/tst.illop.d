/*
 * IDs above nspec are illegal operations (the clause is abandoned) for
 * speculate(), commit() and discard().
 */
#pragma D option quiet
#pragma D option nspec=2

BEGIN
{
	speculate(3);
	printf("not seen\n");
}

BEGIN
{
	commit(1024);
}

BEGIN
{
	discard(-1);
}

BEGIN
{
	printf("done\n");
	exit(0);
}
