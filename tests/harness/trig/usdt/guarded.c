/*
 * guarded.c - the semaphore-guarded probe of the usdt trigger (usdt.c),
 * in a file of its own because <sys/sdt.h> gives either every probe of a
 * file a semaphore or none: usdttest:::guarded fires only while its
 * semaphore (raised by the kernel when a tracer attaches) is non-zero.
 */
#define _SDT_HAS_SEMAPHORES 1
#include <sys/sdt.h>

unsigned short usdttest_guarded_semaphore __attribute__((section(".probes")));

int usdt_guarded(int i);
unsigned usdt_semaphore(void);

int
usdt_guarded(int i)
{
	if (!usdttest_guarded_semaphore)
		return 0;
	DTRACE_PROBE2(usdttest, guarded, i, i * 2);
	return 1;
}

unsigned
usdt_semaphore(void)
{
	return usdttest_guarded_semaphore;
}
