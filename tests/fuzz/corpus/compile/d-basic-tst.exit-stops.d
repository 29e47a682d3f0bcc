/*
 * After exit() no probe but END fires: the tick clause that counts must
 * not run again once the count has reached 3.
 * @@args: -q
 */
BEGIN
{
	n = 0;
}

tick-10ms
{
	n = n + 1;
}

tick-10ms
/n == 3/
{
	exit(0);
}

END
{
	printf("%d\n", n);
}
