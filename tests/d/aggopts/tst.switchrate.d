/*
 * -x switchrate: the consumer drains the buffer at this rate (records
 * wait up to 2 s here), except that exit() wakes it at once; nothing is
 * lost or reordered.  -x statusrate sets how often drops are checked.
 * @@args: -q -x switchrate=2s -x statusrate=100ms
 */
BEGIN
{
	printf("begin\n");
}

tick-10ms
/++n <= 5/
{
	printf("tick %d\n", n);
}

tick-10ms
/n > 5/
{
	exit(0);
}

END
{
	printf("end\n");
}
