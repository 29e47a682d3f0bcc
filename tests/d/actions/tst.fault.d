/*
 * print() and tracemem() of an unreadable address are invalid address
 * faults: the clause is abandoned and tracing goes on.
 * @@args: -q
 */
BEGIN
{
	print((struct list_head *)16);
}

BEGIN
{
	printf("ok\n");
	tracemem(32, 8);
}

BEGIN
{
	exit(0);
}
