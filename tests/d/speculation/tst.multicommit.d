/*
 * One clause may commit several speculations (as in Oracle's DTrace);
 * each one's data comes out in the order of the commits.
 */
#pragma D option quiet
#pragma D option nspec=3

BEGIN
{
	i = speculation();
	j = speculation();
	k = speculation();
	printf("ids %d %d %d\n", i, j, k);
}

BEGIN
{
	speculate(i);
	printf("on %d\n", i);
}

BEGIN
{
	speculate(j);
	printf("on %d\n", j);
}

BEGIN
{
	speculate(k);
	printf("on %d\n", k);
}

BEGIN
{
	commit(k);
	commit(j);
	discard(i);
	commit(i);
}

BEGIN
{
	exit(0);
}
