/* #pragma D option destructive permits them like -w. */
#pragma D option destructive
#pragma D option quiet

BEGIN
{
	system("echo allowed");
	exit(0);
}
