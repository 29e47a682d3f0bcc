/*
 * With strsize=4 the string built-ins are cut to 3 characters like any
 * string: execname, probeprov and probename, for a clause of one probe
 * and one of two, printed, stored, measured and used as keys.
 * @@args: -q -x strsize=4
 */
BEGIN
{
	printf("[%s] [%s] [%s]\n", execname, probeprov, probename);
	x = execname;
	printf("[%s] %d %d\n", x, strlen(execname), strlen(probeprov));
	@[execname, probename] = count();
}

BEGIN, END
{
	printf("[%s] [%s]\n", probeprov, probename);
}

BEGIN
{
	exit(0);
}
