/*
 * ftruncate() empties the output file (here the file the test runner
 * sends stdout to) when its record is consumed: what was printed before
 * it is gone, what follows stays.
 */
#pragma D option quiet

BEGIN
{
	printf("gone\n");
	ftruncate();
	printf("kept\n");
}

BEGIN
{
	printf("also kept\n");
	exit(0);
}
