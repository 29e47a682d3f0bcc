/*
 * proc provider: exec fires with the path as passed (a user address in
 * arg0), exec-failure with the errno (ENOENT 2), exec-success in the new
 * image (execname already the new one).
 * @@trigger: procs exec
 */
#pragma D option quiet

proc:::exec
/ppid == $target/
{
	printf("exec %s by %s\n", copyinstr(arg0), execname);
}

proc:::exec-failure
/ppid == $target/
{
	printf("exec-failure %d\n", arg0);
}

proc:::exec-success
/ppid == $target/
{
	printf("exec-success %s\n", execname);
}
