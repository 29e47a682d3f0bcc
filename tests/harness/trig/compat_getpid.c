/*
 * compat_getpid.c - makes N 32-bit getpid system calls (int $0x80,
 * i386 number 20, which is writev in the native table), then N native
 * getpid calls.  Used to check that compat calls are not taken for
 * native ones.
 */
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 10, i;

	for (i = 0; i < n; i++) {
		long ret;

		__asm__ volatile("int $0x80" : "=a"(ret) : "a"(20L) : "memory");
		(void)ret;
	}
	for (i = 0; i < n; i++)
		syscall(SYS_getpid);
	return 0;
}
