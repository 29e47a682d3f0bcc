/*
 * llquantize() of negative values: mirrored buckets below the middle
 * one, "<= -factor^(high+1)" at the bottom; the middle bucket reads
 * "abs() < factor^low" when negative rows are shown.  With low 0 and
 * nsteps 20 > factor 10, order 0 reaches every other bucket only: those
 * rows are left out (docs/language.md §6.5, docs/output.md §6.5).
 * @@args: -q
 */
BEGIN
{
	@neg = llquantize(-7, 10, 1, 2, 10);
	@neg = llquantize(-250, 10, 1, 2, 10);
	@neg = llquantize(-5000, 10, 1, 2, 10);
	@neg = llquantize(4, 10, 1, 2, 10);
	@neg = llquantize(35, 10, 1, 2, 10, 3);
	@ghost = llquantize(1, 10, 0, 1, 20);
	@ghost = llquantize(4, 10, 0, 1, 20);
	@ghost = llquantize(15, 10, 0, 1, 20);
	@ghost = llquantize(17, 10, 0, 1, 20);
	@ghost = llquantize(60, 10, 0, 1, 20);
	exit(0);
}
