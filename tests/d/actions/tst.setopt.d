/*
 * setopt() acts when its record is consumed, in order with the output:
 * quiet turns off the record prefix from the next record on; options
 * fixed once tracing has started, unknown options and bad values are
 * reported as errors on the enabled probe, and tracing goes on.
 */
BEGIN
{
	printf("loud");
	setopt("quiet");
}

BEGIN
{
	printf("quiet\n");
	setopt("quiet", "no");
}

BEGIN
{
	printf("loud again");
	setopt("bufsize", "1m");
	setopt("nosuchoption");
	setopt("aggsortpos", "x");
	setopt("quiet", "1");
}

BEGIN
{
	printf("quiet again\n");
	exit(0);
}
