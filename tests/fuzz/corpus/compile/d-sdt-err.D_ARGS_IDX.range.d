/*
 * args[] index beyond the tracepoint's fields.
 * @@args: -e
 */
sdt:sched::sched_process_exec
{
	trace(args[3]);
}
