/*
 * -lv of kernel providers: proc and sched list Evolving/ISA attributes
 * and their translated argument types (psinfo_t *...), rawtp its BTF
 * prototype's types with Private arguments.
 * @@args: -lv
 */
proc:::create, proc:::exit, sched:::off-cpu, proc:::exec-success,
rawtp:sched::sched_process_fork
{
}
