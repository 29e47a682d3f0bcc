/*
 * ustack.c - trigger for stack and symbol tests: main -> ustack_a ->
 * ustack_b -> ustack_c, where ustack_c makes the getpid system call
 * itself (no libc wrapper, so the user PC is inside ustack_c and the
 * frame-pointer chain is ours all the way to main), argv[1] times
 * (default 1000), 1 ms apart.  Before each getpid it calls
 * write(-1, ustack_b, 0), which fails with EBADF, so tests can read a
 * known user function address in syscall::write:entry's arg1.  Built
 * without optimisation and with frame pointers; exits 0.
 */
#pragma GCC optimize("O0")

#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

void ustack_b(long n);

__attribute__((noinline)) void
ustack_c(long n)
{
	struct timespec ts = { 0, 1000000 };
	long i, r;

	for (i = 0; i < n; i++) {
		(void)write(-1, (void *)ustack_b, 0);
		__asm__ volatile("syscall" : "=a"(r) : "0"((long)SYS_getpid)
		    : "rcx", "r11", "memory");
		nanosleep(&ts, NULL);
	}
}

__attribute__((noinline)) void
ustack_b(long n)
{
	ustack_c(n);
}

__attribute__((noinline)) void
ustack_a(long n)
{
	ustack_b(n);
}

int
main(int argc, char **argv)
{
	long n = 1000;

	if (argc > 1)
		n = strtol(argv[1], NULL, 0);
	ustack_a(n);
	return 0;
}
