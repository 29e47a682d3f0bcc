/*
 * %f wants a floating-point value.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf("%f\n", 1);
}
