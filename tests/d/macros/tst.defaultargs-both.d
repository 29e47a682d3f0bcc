/*
 * -x defaultargs: unset $N reads 0, unset $$N "", set ones as given.
 * @@args: -q -x defaultargs 7
 */
BEGIN
{
	printf("%d [%s] %d\n", $1, $$2, $3 + 5);
	exit(0);
}
