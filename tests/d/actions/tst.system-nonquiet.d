/*
 * system() not quiet: the record prefix comes first, then the command's
 * output, then the end of the record.
 * @@args: -w
 */
BEGIN
{
	system("echo hello");
	exit(0);
}
