/*
 * cwd, root, execargs and zonename of a process that changed directory
 * to /sys/kernel: the path crosses from the sysfs mount to the root
 * file system; execargs are the trigger's arguments separated by
 * spaces (its own path depends on the build directory: from its name
 * on); Linux has no zones.
 * @@trigger: chdir /sys/kernel 1000
 */
#pragma D option quiet

syscall::getpid:entry
/pid == $target/
{
	printf("cwd [%s]\n", cwd);
	printf("root [%s]\n", root);
	printf("execargs [%s]\n", strstr(execargs, "chdir "));
	printf("zonename [%s]\n", zonename);
	exit(0);
}
