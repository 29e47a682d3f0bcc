/*
 * A comma expression of struct type stored in a variable.
 * @@args: -q
 */
BEGIN
{
	x = (1, curthread->se);
	printf("%d\n", x.load.weight == curthread->se.load.weight);
	exit(0);
}
