/*
 * -x droptags (as a pragma) with speculations: a clause over specsize
 * is "[DTRACEDROP_SPEC] 1 speculative drop", a speculation() with none
 * free "[DTRACEDROP_SPECUNAVAIL] ... (no speculative buffer available)".
 */
#pragma D option quiet
#pragma D option droptags
#pragma D option nspec=1
#pragma D option specsize=100

BEGIN
{
	s = speculation();
	t = speculation();
}

BEGIN
{
	speculate(s);
	printf("%d %d %d %d %d %d %d %d %d %d %d %d\n", 1, 2, 3, 4, 5, 6, 7,
	    8, 9, 10, 11, 12);
}

BEGIN
{
	speculate(s);
	printf("small %d\n", t);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
