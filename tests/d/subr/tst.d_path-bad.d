/*
 * d_path() of NULL or of an unmapped address is an invalid address
 * fault at that address; the path of the current task's working
 * directory (dtrace's, started in this directory) ends in "subr".
 * @@args: -q
 */
BEGIN
{
	trace(d_path(NULL));
}

BEGIN
{
	trace(d_path((struct path *)8));
}

BEGIN
{
	printf("[%s]\n", basename(d_path(&curthread->fs->pwd)));
	exit(0);
}
