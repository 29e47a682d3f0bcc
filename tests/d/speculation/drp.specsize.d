/*
 * specsize bounds what one speculation holds: a clause whose data does
 * not fit is dropped whole (and the rest of it skipped), later smaller
 * ones still fit.  Records here: 16-byte header + 8 bytes per value.
 */
#pragma D option quiet
#pragma D option specsize=100

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("%d %d %d\n", 1, 2, 3);
	n1++;
}

BEGIN
{
	speculate(s);
	printf("%d %d %d %d %d %d %d %d\n", 1, 2, 3, 4, 5, 6, 7, 8);
	n2++;
}

BEGIN
{
	speculate(s);
	printf("%d\n", 4);
	n3++;
}

BEGIN
{
	commit(s);
}

BEGIN
{
	printf("ran %d %d %d\n", n1, n2, n3);
	exit(0);
}
