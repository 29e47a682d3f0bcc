/*
 * Struct-valued associative array elements are bounded by dynvarsize:
 * with 8k, two task_struct copies fit; the third store is dropped (the
 * element reads as zeros) and reported as a dynamic variable drop.
 * @@args: -q -x dynvarsize=8k
 */
BEGIN
{
	a[1] = *curthread;
	a[2] = *curthread;
	a[3] = *curthread;
	a[3].pid = 1;
	printf("%d %d %d\n", a[1].tgid == pid, a[2].tgid == pid, a[3].pid);
	exit(0);
}
