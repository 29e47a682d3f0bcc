/* raise() takes one argument. */
BEGIN
{
	raise();
}
