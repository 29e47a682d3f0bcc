/*
 * String subroutines take char * and char[] arguments too: here the
 * current task's comm ("dtrace" in BEGIN).
 */
#pragma D option quiet

BEGIN
{
	printf("[%s]\n", strjoin((char *)&curthread->comm, "-x"));
	printf("[%s]\n", toupper(curthread->comm));
	printf("%d\n", index(curthread->comm, "ace"));
	printf("[%s]\n", substr((char *)&curthread->comm, 2));
	printf("[%s]\n", strchr(execname, 'r'));
	exit(0);
}
