/*
 * ustack(n) as an action: the frames of the trigger's main -> ustack_a ->
 * ustack_b -> ustack_c chain, symbolized from the executable's symbol
 * table, each indented by stackindent (14) blanks after a "\n".
 * Offsets depend on the compiler and are normalised by the .r.p filter.
 * @@trigger: ustack 1000
 */
#pragma D option quiet

syscall::getpid:entry
/pid == $target/
{
	ustack(4);
	printf("[end]\n");
	exit(0);
}
