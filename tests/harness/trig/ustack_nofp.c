/*
 * ustack_nofp.c - trigger for user stacks without frame pointers: built
 * with -O2 -fomit-frame-pointer (Makefile), main -> nofp_a -> nofp_b ->
 * nofp_c -> libc's write(2) wrapper, argv[1] times (default 1000), 1 ms
 * apart, writing 0 bytes to fd -1 (EBADF).  Each function does work
 * after its call, so that the compiler can neither inline it nor turn
 * the call into a jump; with no frame pointer anywhere (Debian's libc
 * has none either), only the DWARF CFI of .eh_frame says where the
 * callers' return addresses are.  argv[2] "exit": the process writes
 * once and exits at once (for tests printing after it has gone);
 * "stdio": nofp_c writes through stdio instead (fputs() and fflush() of
 * a stream on /dev/null), so the write(2) is reached through libc's
 * internal functions, static new_do_write() among them, which only
 * libc's separate debug file (libc6-dbg) names.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

volatile long nofp_sink;
static FILE *nofp_out;

__attribute__((noinline)) long
nofp_c(long i)
{
	long r;

	if (nofp_out != NULL) {
		fputs("x", nofp_out);
		r = fflush(nofp_out);
	} else {
		r = write(-1, (void *)&nofp_sink, 0);
	}

	nofp_sink += i;
	return r + nofp_sink;
}

__attribute__((noinline)) long
nofp_b(long i)
{
	long r = nofp_c(i * 3);

	nofp_sink ^= r;
	return r + 1;
}

__attribute__((noinline)) long
nofp_a(long i)
{
	long r = nofp_b(i + 7);

	nofp_sink -= r;
	return r * 2;
}

int
main(int argc, char **argv)
{
	struct timespec ts = { 0, 1000000 };
	long n = 1000, i;
	int once = argc > 2 && strcmp(argv[2], "exit") == 0;

	if (argc > 1)
		n = strtol(argv[1], NULL, 0);
	if (argc > 2 && strcmp(argv[2], "stdio") == 0 &&
	    (nofp_out = fopen("/dev/null", "w")) == NULL)
		return 1;
	for (i = 0; i < n; i++) {
		nofp_sink += nofp_a(i);
		if (once)
			break;
		nanosleep(&ts, NULL);
	}
	return 0;
}
