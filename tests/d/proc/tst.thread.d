/*
 * proc provider: a new thread fires lwp-create (not create) in its
 * creator, lwp-start (not start) in itself, and lwp-exit (not exit) in
 * itself.
 * @@trigger: procs thread
 */
#pragma D option quiet

proc:::create, proc:::lwp-create
/pid == $target/
{
	printf("%s by %s thread\n", probename, tid == pid ? "main" : "other");
}

proc:::start, proc:::lwp-start, proc:::exit, proc:::lwp-exit
/pid == $target && tid != pid/
{
	printf("%s in the new thread\n", probename);
}
