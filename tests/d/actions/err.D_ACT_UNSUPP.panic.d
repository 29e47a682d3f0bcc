/* panic() is refused even with -w: never panic the machine.
 * @@args: -w
 */
BEGIN
{
	panic();
}
