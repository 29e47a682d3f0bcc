/*
 * Not quiet: a traced string is printed "  %-33s".
 */
BEGIN
{
	trace("hello");
	trace(7);
	exit(0);
}
