/*
 * && and || short-circuit (no division by zero is evaluated);
 * ^^ evaluates both sides; results are 0 or 1.
 * @@args: -q
 */
BEGIN
{
	z = 0;
	printf("%d %d\n", 0 && (10 / z), 1 || (10 / z));
	printf("%d %d %d %d\n", 1 && 2, 0 || 0, 5 || 0, 3 && 0);
	printf("%d %d %d %d\n", 1 ^^ 1, 1 ^^ 0, 0 ^^ 0, 7 ^^ 0);
	printf("%d %d %d\n", !5, !0, !!7);
	exit(0);
}
