/*
 * -x argref: an unreferenced operand is not an error.
 * @@args: -q -x argref unused
 */
BEGIN
{
	printf("ok\n");
	exit(0);
}
