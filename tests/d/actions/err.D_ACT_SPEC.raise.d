/* Destructive actions may not follow speculate(): raise(). */
BEGIN
{
	speculate(speculation());
	raise(SIGUSR1);
}
