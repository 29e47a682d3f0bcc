/*
 * A CPU may chill at most chill_max (500 ms) per chill_interval (1 s):
 * the chill() that would go over it does not wait, is an illegal
 * operation (ERROR fires with fault 3, DTRACEFLT_ILLOP; the clause's
 * record is dropped) and tracing continues.  Exactly 500 ms is allowed.
 * A negative chill() is illegal too.  All BEGIN clauses run on one CPU
 * within the same interval.
 * @@args: -wq
 */
BEGIN
{
	chill(200000000);
	chill(200000000);
	printf("400 ms\n");
}

BEGIN
{
	printf("dropped with the clause\n");
	chill(200000000);
}

BEGIN
{
	chill(100000000);
	printf("500 ms\n");
}

BEGIN
{
	chill(1);
}

BEGIN
{
	chill(-1);
}

BEGIN
{
	printf("tracing continues\n");
	exit(0);
}

ERROR
{
	printf("ERROR clause %d action %d fault %d\n", arg1, arg2, arg4);
}
