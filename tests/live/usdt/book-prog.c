/*
 * book-prog.c - the seed's companion program for book-provider.d (book
 * "Dynamic Tracing with DTrace & SystemTap", Module 5), with the value
 * from argv instead of scanf so that tests need no input, and the probes
 * through the generated header's macros (guarded by the _ENABLED() test
 * as the book shows).  Prints "enabled" when the input-val semaphore is
 * set at the time of the probe.
 */
#include <stdio.h>
#include <stdlib.h>

#include "book-provider.h"

int
main(int argc, char **argv)
{
	int val = argc > 1 ? atoi(argv[1]) : 21;

	if (MY_PROG_INPUT_VAL_ENABLED())
		printf("enabled\n");
	MY_PROG_INPUT_VAL(val);
	val *= 2;
	MY_PROG_PROCESS_VAL(val);
	return val == 0;
}
