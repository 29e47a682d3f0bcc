/*
 * After exit() the clauses that follow in the same firing do not run,
 * in BEGIN as in other probes; END's clauses all run.  The firing that
 * exits adds nothing to @ (DTrace for Linux checks its activity state
 * before each clause).
 * @@args: -q
 */
BEGIN
{
	printf("begin 1\n");
}

BEGIN
/0/
{
	exit(1);
}

tick-1ms
/i++ >= 3/
{
	exit(0);
}

tick-1ms
{
	@ = count();
}

END
{
	printf("end 1\n");
}

END
{
	printf("end 2\n");
}
