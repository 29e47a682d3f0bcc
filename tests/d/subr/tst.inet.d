/*
 * inet_ntoa(), inet_ntoa6() and inet_ntop() read kernel memory: here
 * the current task's comm, "dtrace" padded with NULs (in BEGIN the
 * current task is dtrace itself).
 */
#pragma D option quiet

BEGIN
{
	printf("[%s]\n", inet_ntoa((void *)&curthread->comm));
	printf("[%s]\n", inet_ntoa((void *)&curthread->comm[4]));
	printf("[%s]\n", inet_ntop(2, (void *)&curthread->comm));
	printf("[%s]\n", inet_ntoa6((void *)&curthread->comm));
	printf("[%s]\n", inet_ntop(10, (void *)&curthread->comm));
	exit(0);
}
