/*
 * ^^ is logical exclusive or; && and || short-circuit.
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d %d\n", 1 ^^ 0, 1 ^^ 1, 0 ^^ 0, 5 ^^ 0);
	x = 0;
	r = 0 && (x = 1);
	s = 1 || (x = 2);
	printf("%d %d %d\n", r, s, x);
	exit(0);
}
