/*
 * A type scoped to a module that does not exist.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	trace(sizeof(struct nosuchmod`task_struct));
}
