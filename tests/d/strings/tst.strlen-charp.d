/*
 * strlen() of a char * and of a char array in kernel memory (the
 * current task's comm, "dtrace" in BEGIN), read as stringof() reads
 * them, and of subroutine results.
 */
#pragma D option quiet
BEGIN
{
	printf("%d %d\n", strlen((char *)&curthread->comm), strlen(curthread->comm));
	printf("%d %d\n", strlen(stringof(curthread->comm)), strlen(execname));
	printf("%d %d\n", strlen(strjoin(execname, "xy")), strlen(substr(execname, 4)));
	printf("%d %d\n", strlen(""), strlen(lltostr(-1, 2)));
	exit(0);
}
