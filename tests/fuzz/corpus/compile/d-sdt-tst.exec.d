/*
 * sdt provider: sched:sched_process_exec fires in the new image with the
 * record's fields as args[]: filename (__data_loc string), pid, old_pid.
 * @@trigger: sleeper 10
 */
#pragma D option quiet

sdt:sched::sched_process_exec
/args[1] == $target/
{
	printf("%s %d %d %d\n", execname, args[2] == args[1], arg1 == $target,
	    strlen(args[0]) > 7);
}
