/*
 * stack() as an aggregation key (default depth, stackframes=20): the
 * frames then the count on its own line.  The .r.p filter keeps the
 * system call path's frames.
 * @@trigger: ustack 20
 */
#pragma D option quiet

syscall::getpid:entry
/pid == $target/
{
	@[stack()] = count();
}
