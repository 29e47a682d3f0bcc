/*
 * -l with -s lists the probes the script's descriptions match,
 * in the order of the descriptions; nothing is traced.
 * @@args: -l
 */
dtrace:::END
{
}

dtrace:::BEGIN
{
	exit(0);
}
