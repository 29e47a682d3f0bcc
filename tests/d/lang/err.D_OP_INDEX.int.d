/*
 * [ ] applied to an integer variable.
 * @@noroot
 * @@args: -e
 */
int x;

BEGIN
{
	x[1] = 2;
}
