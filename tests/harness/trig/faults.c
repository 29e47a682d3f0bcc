/*
 * faults.c - trigger for vminfo: touches argv[1] (default 32) fresh
 * anonymous pages in user mode (missing-page faults), has the kernel
 * fill as many fresh pages with read(2) from /dev/zero (faults the
 * kernel takes on user addresses), then forks a child that writes to
 * the first set of pages (copy-on-write faults) and waits for it.
 * Exits 0.  Built into build/trig/.
 */
#include <fcntl.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 0) : 32, i;
	long pg = sysconf(_SC_PAGESIZE);
	char *a = mmap(NULL, (size_t)(n * pg), PROT_READ | PROT_WRITE,
	    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	char *b = mmap(NULL, (size_t)(n * pg), PROT_READ | PROT_WRITE,
	    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	int fd = open("/dev/zero", O_RDONLY);
	pid_t p;

	if (a == MAP_FAILED || b == MAP_FAILED || fd < 0)
		return 2;
	for (i = 0; i < n; i++)
		a[i * pg] = 1;
	if (read(fd, b, (size_t)(n * pg)) < 0)
		return 3;
	if ((p = fork()) == 0) {
		for (i = 0; i < n; i++)
			a[i * pg] = 2;
		_exit(0);
	}
	if (p > 0)
		(void)waitpid(p, NULL, 0);
	return 0;
}
