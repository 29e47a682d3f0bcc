/* chill() is destructive: refused without -w. */
BEGIN
{
	chill(1000);
	exit(0);
}
