/*
 * usdt_lib.c - shared library with a USDT probe (provider dtlib in
 * ../usdt_app.d), built into build/trig/libusdt_lib.so with its own copy
 * of the (hidden) semaphores from `dtrace -G`; used by usdt_so_main.c.
 */
#include "usdt_app.h"

int dtlib_call(int i);
int dtlib_enabled(void);

int
dtlib_call(int i)
{
	DTLIB_CALL(i, "lib");
	return i + 1;
}

/* what DTLIB_CALL_ENABLED() says inside the library */
int
dtlib_enabled(void)
{
	return DTLIB_CALL_ENABLED() != 0;
}
