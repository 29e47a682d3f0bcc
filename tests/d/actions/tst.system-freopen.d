/*
 * Without -o, system()'s command writes where freopen() sent the traced
 * output (DTrace reopens stdout itself), in order with the printf()s
 * around it; freopen("") brings both back.  The file is read back by a
 * last command and removed.
 * @@args: -w -q
 */
BEGIN
{
	printf("before\n");
	freopen("/tmp/dtrace-tst-system-freopen.%d", pid);
	printf("one\n");
	system("echo two");
	printf("three\n");
	freopen("");
	printf("back\n");
	system("cat /tmp/dtrace-tst-system-freopen.%d; rm -f /tmp/dtrace-tst-system-freopen.%d",
	    pid, pid);
	exit(0);
}
