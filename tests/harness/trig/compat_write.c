/*
 * compat_write.c - 32-bit (int $0x80) system calls from a 64-bit
 * process, for the syscall provider's ia32 module: argv[1] (default 3)
 * times write(fd, buf, 7) on /dev/null with buf below 4 GB (i386 number
 * 4, arguments in ebx ecx edx), then one write on fd -1 (EBADF), then
 * one native getpid.  Exits 0; 2 when no low buffer can be mapped.
 * "compat_write exec": a 32-bit execve of /nonexistent (fails, ENOENT),
 * then of /bin/true (argv with 32-bit pointers), which exits 0.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

static long
write32(long fd, long buf, long len)
{
	long ret;

	__asm__ volatile("int $0x80" : "=a"(ret)
	    : "a"(4L), "b"(fd), "c"(buf), "d"(len) : "memory");
	return ret;
}

static int
exec32(char *low)
{
	unsigned int *av = (unsigned int *)(low + 256);
	long ret;

	strcpy(low, "/nonexistent");
	strcpy(low + 64, "/bin/true");
	av[0] = (unsigned int)(unsigned long)(low + 64);
	av[1] = 0;
	__asm__ volatile("int $0x80" : "=a"(ret)
	    : "a"(11L), "b"((long)(unsigned long)low),
	    "c"((long)(unsigned long)av), "d"((long)(unsigned long)(av + 1))
	    : "memory");
	__asm__ volatile("int $0x80" : "=a"(ret)
	    : "a"(11L), "b"((long)(unsigned long)(low + 64)),
	    "c"((long)(unsigned long)av), "d"((long)(unsigned long)(av + 1))
	    : "memory");
	return 3;		/* only when the exec failed */
}

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3, i;

	int fd = open("/dev/null", O_WRONLY);
	char *buf = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
	    MAP_PRIVATE | MAP_ANONYMOUS | MAP_32BIT, -1, 0);

	if (fd < 0 || buf == MAP_FAILED)
		return 2;
	if (argc > 1 && strcmp(argv[1], "exec") == 0)
		return exec32(buf);
	memcpy(buf, "ia32ok\n", 7);
	for (i = 0; i < n; i++)
		(void)write32(fd, (long)(unsigned long)buf, 7);
	(void)write32(-1, (long)(unsigned long)buf, 7);
	syscall(SYS_getpid);
	return 0;
}
