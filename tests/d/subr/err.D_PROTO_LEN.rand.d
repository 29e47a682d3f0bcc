/*
 * rand() takes no arguments.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = rand(1);
}
