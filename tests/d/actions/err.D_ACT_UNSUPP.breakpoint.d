/* breakpoint() is refused even with -w.
 * @@args: -w
 */
BEGIN
{
	breakpoint();
}
