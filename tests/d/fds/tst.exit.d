/*
 * fds[] in proc:::exit: the exiting process still has its files (the
 * trigger exits with them open; data.txt is unlinked by then, and the
 * name stays that of the dentry).
 * @@trigger: fds
 */
#pragma D option quiet

proc:::exit
/pid == $target/
{
	printf("%s %s %d\n", fds[11].fi_pathname, fds[11].fi_fs,
	    fds[11].fi_offset);
	printf("%s %s\n", fds[10].fi_name, fds[16].fi_pathname);
	printf("%s %s\n", fds[15].fi_name, fds[18].fi_name);
	exit(0);
}
