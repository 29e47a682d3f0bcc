/* stop() is destructive: refused without -w. */
BEGIN
{
	stop();
	exit(0);
}
