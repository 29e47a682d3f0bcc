/*
 * BEGIN and END have no kernel stack (DTrace for Linux fires them in
 * dtrace's own user code): stack() prints no frames, stackdepth is 0,
 * and a stack() key is one (empty) entry.
 * @@args: -q
 */
BEGIN
{
	@[stack()] = count();
	printf("[%d]\n", stackdepth);
	printa("<%k> %@d\n", @);
	exit(0);
}

END
{
	@[stack()] = count();
	printa("<%k> %@d\n", @);
}
