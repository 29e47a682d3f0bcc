/*
 * actions.c - trigger for the tests of print(), raise(), stop() and
 * copyout(): every step is a write(-1, buf, len) system call (it fails
 * with EBADF) that D clauses pick out with
 *   syscall::write:entry /pid == $target && (int)arg0 == -1/
 * where arg1 is the buffer and arg2 its length.
 *
 *   actions print      one write of a struct with known values (layout of
 *                      struct act_s below, declared again in the tests)
 *   actions raise N    N writes; counts SIGUSR1 and prints "signals K"
 *   actions stop       one write, then prints "resumed" (once SIGCONTed)
 *   actions copyout    one write of a buffer of 16 '.', then prints it
 *
 * Built by the Makefile into build/trig/.
 */
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct act_s {
	int a;
	char b[5];
	union {
		uint8_t c;
		uint64_t d;
	} u;
	struct {
		void *e;
		uint64_t f;
	} s;
	_Bool g;
	int h;
	short arr[4];
	unsigned int bits : 3;
	unsigned int more : 5;
};

static volatile sig_atomic_t nsig;

static void
on_usr1(int sig)
{
	(void)sig;
	nsig++;
}

static void
step(const void *buf, size_t len)
{
	if (write(-1, buf, len) != -1)
		exit(3);
}

int
main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "";

	if (strcmp(mode, "print") == 0) {
		struct act_s s;

		memset(&s, 0, sizeof(s));
		s.a = 1;
		memcpy(s.b, "test", 5);
		s.u.d = 123456789;
		s.s.e = (void *)0xffff9b7aca7e0000ull;
		s.s.f = 987654321;
		s.g = 1;
		s.h = 1;
		s.arr[1] = -7;
		s.arr[3] = 300;
		s.bits = 5;
		s.more = 0;
		step(&s, sizeof(s));
	} else if (strcmp(mode, "raise") == 0) {
		long i, n = argc > 2 ? strtol(argv[2], NULL, 0) : 10;

		signal(SIGUSR1, on_usr1);
		for (i = 0; i < n; i++)
			step("r", 1);
		printf("signals %d\n", (int)nsig);
	} else if (strcmp(mode, "stop") == 0) {
		step("s", 1);
		printf("resumed\n");
	} else if (strcmp(mode, "copyout") == 0) {
		char buf[17];

		memset(buf, '.', 16);
		buf[16] = '\0';
		step(buf, 16);
		printf("%s\n", buf);
	} else {
		fprintf(stderr, "usage: actions print|raise [n]|stop|copyout\n");
		return 2;
	}
	return 0;
}
