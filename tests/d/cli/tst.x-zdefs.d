/*
 * -x zdefs is -Z: a description matching no probe is allowed.
 * @@args: -q -x zdefs
 */
nosuchprov:::nosuchprobe
{
	trace(1);
}

BEGIN
{
	printf("ran\n");
	exit(0);
}
