/*
 * exit() in BEGIN: the BEGIN clauses after it do not run, END does.
 * @@args: -q
 */
BEGIN
{
	printf("begin 1\n");
	exit(0);
}

BEGIN
{
	printf("begin 2\n");
}

END
{
	printf("end\n");
}
