/*
 * Naming fbt on a kernel without kprobes or fentry gives one clear message
 * saying why, even with -Z (the probes exist in DTrace, not here).
 * @@args: -Z
 */
fbt::do_sys_openat2:entry
{
	trace(1);
}
