/*
 * nspec speculations: IDs 1..nspec, then 0 when all are active; each
 * failure is counted as having no speculative buffer available.
 */
#pragma D option quiet
#pragma D option nspec=3

BEGIN
{
	printf("%d %d %d %d %d\n", speculation(), speculation(),
	    speculation(), speculation(), speculation());
	exit(0);
}
