/*
 * With -Z an fbt description that cannot match here is skipped like any
 * zero-probe description, and the rest of the script runs.
 * @@args: -qZ
 */
fbt::do_sys_openat2:entry
{
	trace(1);
}

BEGIN
{
	printf("ran\n");
	exit(0);
}
