/*
 * %?d takes one value (? only sets the width).
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf("%?d\n", 1, 1);
}
