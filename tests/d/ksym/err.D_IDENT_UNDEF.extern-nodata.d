/*
 * A kernel variable the program declares extern (DTrace's form, without
 * the scoping operator), on a kernel whose /proc/kallsyms lists no data
 * symbols: the error says why it cannot be named.
 * @@noroot
 * @@args: -e
 */
extern int sysctl_perf_event_paranoid;

BEGIN
{
	trace(`sysctl_perf_event_paranoid);
}
