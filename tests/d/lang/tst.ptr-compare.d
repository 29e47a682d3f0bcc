/*
 * Pointers compare with each other, with NULL and with 0.
 * @@args: -q
 */
BEGIN
{
	p = (int *)0;
	q = (int *)8;
	printf("%d %d %d %d\n", p == NULL, q != NULL, p < q, q == 0);
	exit(0);
}
