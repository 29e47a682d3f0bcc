/*
 * chill(50 ms) busy-waits at least 50 ms: `timestamp` is read again after
 * a chill(), so the difference shows the wait (a lower bound only).
 * @@args: -wq
 */
BEGIN
{
	t = timestamp;
	chill(50000000);
	d = timestamp - t;
	printf("%s\n", d >= 50000000 ? "waited" : "too short");
	printf("%s\n", d < 50000000 * 100 ? "bounded" : "far too long");
	exit(0);
}
