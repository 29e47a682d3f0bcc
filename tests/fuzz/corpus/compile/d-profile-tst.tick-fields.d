/*
 * The description fields of a tick probe: module and function
 * are empty.
 * @@args: -q
 */
tick-10ms
{
	printf("%s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
	exit(0);
}
