/*
 * usdt_app.d - the USDT provider of the trigger usdt_app.c (and of the
 * shared library usdt/usdt_lib.c).  The Makefile turns it into
 * build/trig/usdt_app.h (dtrace -h) and build/trig/usdt_app_sem.o
 * (dtrace -G) with our own build/dtrace; see docs/usdt-build.md.
 */
provider dttest {
	probe start(int);				/* count */
	probe tick(int, long long, string);		/* i, -i*i, "even"/"odd" */
	probe query__start(char *, unsigned short);	/* "select", i */
	probe guarded(int);				/* i; only when enabled */
	probe done(uint64_t);				/* sum of i */
};

provider dtlib {
	probe call(int, char *);			/* i, "lib" */
};

#pragma D attributes Evolving/Evolving/Common provider dttest provider
#pragma D attributes Private/Private/Unknown provider dttest module
#pragma D attributes Private/Private/Unknown provider dttest function
#pragma D attributes Evolving/Evolving/Common provider dttest name
#pragma D attributes Evolving/Evolving/Common provider dttest args
