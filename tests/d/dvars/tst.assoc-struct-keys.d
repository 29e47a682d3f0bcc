/*
 * Struct-valued associative arrays with a string key and with two keys;
 * each key has its own copy of *curthread.
 * @@args: -q
 */
BEGIN
{
	t["me"] = *curthread;
	t["other"] = *curthread;
	t["other"].pid = 12345;
	k[execname, 7] = curthread->se;
	printf("%d %d %s\n", t["me"].pid == tid, t["other"].pid,
	    t["me"].comm);
	printf("%d %d\n", k["dtrace", 7].load.weight ==
	    curthread->se.load.weight, k["dtrace", 8].load.weight);
	exit(0);
}
