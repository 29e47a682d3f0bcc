/*
 * Globs never produce the not-available error: vminfo:::*swap* matches
 * nothing, -Z allows it, and the script runs.
 * @@args: -Z -q
 */
vminfo:::*swap*
{
	trace(arg0);
}

BEGIN
{
	printf("ran\n");
	exit(0);
}
