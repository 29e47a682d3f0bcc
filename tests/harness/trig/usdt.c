/*
 * usdt.c - trigger: USDT probes of several argument kinds (<sys/sdt.h>).
 *
 *   usdt N         fires every probe N times (default 1) and exits
 *   usdt -w        fires them every 10 ms until SIGUSR1, then prints the
 *                  semaphore of usdttest:::guarded ("sem=N") and exits
 *
 * Iteration i (from 0) fires, in order:
 *   usdttest:::start           no arguments
 *   usdttest:::args            -5-i (int), 200 (unsigned char), -1234
 *                              (short), 0x123456789 + i (long),
 *                              42 (constant), "hello" (char *)
 *   usdttest:::mem             gcount (global int = 100 + i), a stack
 *                              long (-7 - i), tab[i % 4] (tab = 11 22 33
 *                              44, indexed), gsmall (global signed char -3)
 *   usdttest:::guarded         only when its semaphore is set: i, i * 2
 *   usdttest:::stack           stack memory operands: -1-i (signed
 *                              char), 65000+i (unsigned short),
 *                              -100000*(i+1) (int), 0xfedcba9876543210
 *   usdtlib:::lib-call         in libusdtlib.so: i, "lib"
 *   usdttest:::done__loop      i (probe name with "__")
 * Built by the Makefile into build/trig/usdt (with usdt/guarded.c),
 * linked to libusdtlib.so (lib/usdtlib.c).
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sdt.h>
#include <unistd.h>

int usdtlib_call(int i, const char *s);
int usdt_guarded(int i);		/* usdt/guarded.c */
unsigned usdt_semaphore(void);

int gcount;
signed char gsmall = -3;
int tab[4] = { 11, 22, 33, 44 };
static volatile sig_atomic_t stop;

static void
onusr1(int sig)
{
	(void)sig;
	stop = 1;
}

/* unoptimized: the compiler hands the probe stack memory operands */
static void __attribute__((noinline, optimize("O0")))
fire_stack(int i)
{
	signed char c = (signed char)(-1 - i);
	unsigned short us = (unsigned short)(65000 + i);
	int in = -100000 * (i + 1);
	unsigned long ul = 0xfedcba9876543210UL;

	DTRACE_PROBE4(usdttest, stack, c, us, in, ul);
}

static void __attribute__((noinline))
fire(int i)
{
	volatile long onstack = -7 - i;
	volatile int idx = i % 4;
	int r = -5 - i;
	unsigned char uc = 200;
	short sh = -1234;
	long lg = 0x123456789L + i;
	const char *hello = "hello";

	gcount = 100 + i;
	DTRACE_PROBE(usdttest, start);
	DTRACE_PROBE6(usdttest, args, r, uc, sh, lg, 42, hello);
	DTRACE_PROBE4(usdttest, mem, gcount, onstack, tab[idx], gsmall);
	usdt_guarded(i);
	fire_stack(i);
	usdtlib_call(i, "lib");
	DTRACE_PROBE1(usdttest, done__loop, i);
}

int
main(int argc, char **argv)
{
	int i, n = 1;

	if (argc > 1 && strcmp(argv[1], "-w") == 0) {
		signal(SIGUSR1, onusr1);
		for (i = 0; !stop; i++) {
			fire(i);
			usleep(10000);
		}
		printf("sem=%u\n", usdt_semaphore());
		return 0;
	}
	if (argc > 1)
		n = atoi(argv[1]);
	for (i = 0; i < n; i++)
		fire(i);
	return 0;
}
