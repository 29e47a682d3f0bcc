/*
 * $cwd and $$cwd are dtrace's working directory, as strings (the test runs in its directory).
 * @@args: -q
 */
BEGIN
{
	printf("%s %s %d\n", basename($cwd), basename($$cwd), $cwd == $$cwd);
	exit(0);
}
