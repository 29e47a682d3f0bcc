/*
 * inet_ntoa(), inet_ntoa6() and inet_ntop() of user memory copied in
 * (the path passed to openat(): "/nonexistent/dtrace-test") and of the
 * trigger's comm ("open_file" padded with NULs).
 * @@trigger: open_file /nonexistent/dtrace-test 1
 */
#pragma D option quiet

syscall::openat:entry
/pid == $target && copyinstr(arg1) == "/nonexistent/dtrace-test"/
{
	printf("[%s]\n", inet_ntoa((void *)copyin(arg1, 4)));
	printf("[%s]\n", inet_ntop(2, (void *)copyin(arg1 + 12, 4)));
	printf("[%s]\n", inet_ntoa6((void *)copyin(arg1, 16)));
	printf("[%s]\n", inet_ntop(10, (void *)copyin(arg1, 16)));
	printf("[%s]\n", inet_ntoa6((void *)&curthread->comm));
}
