/*
 * ustack() as an aggregation key: one entry per distinct stack, its
 * frames then the value on the last line (" %16lld").  The process is
 * gone when the aggregation prints: its mappings were read when it was
 * first seen.  Also -x ustackframes (the default depth) and stackindent.
 * @@trigger: ustack 20
 * @@args: -x ustackframes=3 -x stackindent=4
 */
#pragma D option quiet

syscall::getpid:entry
/pid == $target/
{
	@[ustack()] = count();
}
