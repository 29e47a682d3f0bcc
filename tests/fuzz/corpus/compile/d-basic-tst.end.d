/*
 * exit() stops tracing; END fires afterwards and its output comes last.
 * @@args: -q
 */
BEGIN
{
	printf("begin\n");
	exit(0);
}

END
{
	printf("end\n");
}
