/*
 * freopen() sends the output elsewhere from its record on, freopen("")
 * brings back the original output, and a file that cannot be opened is
 * an error on the enabled probe that keeps the current output.
 * @@args: -w
 */
#pragma D option quiet

BEGIN
{
	printf("one\n");
	freopen("/dev/null");
	printf("hidden\n");
	freopen("");
	printf("two\n");
	freopen("/nonexistent-dir/%s", "file");
	printf("three\n");
	exit(0);
}
