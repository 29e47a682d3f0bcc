/*
 * A macro argument inside a probe description: tick-$1s.
 * @@args: -q 1
 */
tick-$1s
{
	printf("%s %s\n", probename, $$1);
	exit(0);
}
