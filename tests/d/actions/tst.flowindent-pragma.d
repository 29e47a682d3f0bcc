/*
 * #pragma D option flowindent, with quiet: the header and the per-record
 * prefix are still printed (docs/output.md §9); only the end-of-record newline
 * obeys quiet.
 * @@trigger: getpid_loop 1
 */
#pragma D option flowindent
#pragma D option quiet

syscall::getpid:entry,
syscall::getpid:return
/pid == $target/
{
	printf("[%s]\n", probename);
}
