/*
 * progenyof(): the traced process descends from itself, from its
 * parent (dtrace) and from init, not from a pid that does not exist.
 * @@trigger: open_file /dev/null 1
 */
#pragma D option quiet

syscall::openat:entry
/pid == $target && copyinstr(arg1) == "/dev/null"/
{
	printf("%d %d %d\n", progenyof($target), progenyof(ppid), progenyof(1));
	printf("%d %d\n", progenyof(-1), progenyof(0x7ffffffe));
}
