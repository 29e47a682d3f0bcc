/*
 * cwd and execargs are strings of strsize bytes: longer values are
 * truncated to strsize - 1 characters.
 * @@trigger: chdir /sys/kernel/mm 1000
 */
#pragma D option quiet
#pragma D option strsize=8

syscall::getpid:entry
/pid == $target/
{
	printf("cwd [%s] %d\n", cwd, strlen(cwd));
	exit(0);
}
