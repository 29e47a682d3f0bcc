/*
 * normalize() divides printed values (default format and printa %@);
 * denormalize() undoes it.
 */
#pragma D option quiet

BEGIN
{
	@a["x"] = sum(1000);
	@b = count();
	normalize(@a, 10);
	printa("%s %@d\n", @a);
	denormalize(@a);
	printa("%s %@d\n", @a);
	normalize(@b, 1);
	exit(0);
}
