/*
 * usdtlib.c - the shared library of the usdt trigger (usdt.c): a USDT
 * probe in a library, usdtlib:::lib-call (note name lib__call), with an
 * int and a string argument.  Built by the Makefile as
 * build/trig/libusdtlib.so.
 */
#include <sys/sdt.h>

int usdtlib_call(int i, const char *s);

int
usdtlib_call(int i, const char *s)
{
	DTRACE_PROBE2(usdtlib, lib__call, i, s);
	return i + 1;
}
