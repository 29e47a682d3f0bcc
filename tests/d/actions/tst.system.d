/*
 * system() runs its command when the record is consumed, after what was
 * printed before it is flushed, so the outputs interleave in order.
 * @@args: -w
 */
#pragma D option quiet

BEGIN
{
	printf("before\n");
	system("echo 'from %s %d'", "system", 42);
	printf("after\n");
}

BEGIN
{
	system("printf 'second\\n'");
	exit(0);
}
