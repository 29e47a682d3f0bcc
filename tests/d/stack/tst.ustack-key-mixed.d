/*
 * ustack() between other keys: the string key ("  %-50s"), then the
 * stack's frames each on their own line, then the int key (" %8d")
 * right after the last frame, then the value; sorted by value, then by
 * the keys (@d, at exit).  printa() with %k prints the frames at the
 * conversion, indented by the %-width only (none here).
 * @@trigger: ustack 20
 * @@args: -x ustackframes=3 -x stackindent=4
 */
#pragma D option quiet

syscall::getpid:entry
/pid == $target/
{
	@[probefunc, ustack(), 7] = count();
	@[probefunc, ustack(), 8] = count();
	@[probefunc, ustack(), 8] = count();
	@d[probefunc, ustack(), -1] = sum(3);
}

END
{
	printa("%s <%k> %d %@d\n", @);
}
