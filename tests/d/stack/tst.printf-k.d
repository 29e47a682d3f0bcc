/*
 * printf %k: a stack() or ustack() value, frames indented by the width
 * given with '-' (else not at all), each frame through the conversion's
 * format; printa %k of a stack key.
 * @@trigger: ustack 1000
 */
#pragma D option quiet

syscall::getpid:entry
/pid == $target/
{
	printf("[%k]\n", ustack(2));
	printf("[%-4k]\n", ustack(2));
	@[ustack(1)] = count();
	exit(0);
}

END
{
	printa("<%k> %@u\n", @);
}
