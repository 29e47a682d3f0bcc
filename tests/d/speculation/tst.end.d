/*
 * At the end: END may commit (its data printed after END's own output
 * recorded before the commit) and speculate itself; a speculation never
 * committed or discarded is not printed.
 */
#pragma D option quiet
#pragma D option nspec=3

BEGIN
{
	a = speculation();
	b = speculation();
}

BEGIN
{
	speculate(a);
	printf("a: committed in END\n");
}

BEGIN
{
	speculate(b);
	printf("b: never committed\n");
}

BEGIN
{
	exit(0);
}

END
{
	printf("END\n");
}

END
{
	commit(a);
}

END
{
	c = speculation();
}

END
{
	speculate(c);
	printf("c: speculated and committed in END\n");
}

END
{
	commit(c);
}
