/* raise() is destructive: refused without -w. */
BEGIN
{
	raise(SIGUSR1);
	exit(0);
}
