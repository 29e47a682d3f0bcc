/*
 * Naming fbt on a kernel without kprobes or fentry gives one clear message
 * saying why, instead of "does not match any probes" (docs/providers.md, fbt).
 */
fbt::do_sys_openat2:entry
{
	trace(1);
}
