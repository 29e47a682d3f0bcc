/*
 * The 33-column padding applies to the whole string, so a string holding
 * a newline carries its padding onto the next line.
 */
BEGIN
{
	trace("ab\ncd");
	exit(0);
}
