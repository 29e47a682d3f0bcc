/* freopen() is destructive too: not after speculate(). */
BEGIN
{
	speculate(speculation());
	freopen("/dev/null");
}
