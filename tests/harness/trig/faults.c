/*
 * faults.c - trigger for vminfo: touches argv[1] (default 32) fresh
 * anonymous pages in user mode (missing-page faults), has the kernel
 * fill as many fresh pages with read(2) from /dev/zero (faults the
 * kernel takes on user addresses), then forks a child that writes to
 * the first set of pages (copy-on-write faults) and waits for it.
 * "faults major FILE": writes 64 pages to FILE, syncs them, drops them
 * from the page cache (POSIX_FADV_DONTNEED), then reads them through a
 * mapping (major faults: the pages come from the disk); removes FILE.
 * Exits 0.  Built into build/trig/.
 */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

static int
major(const char *path)
{
	long pg = sysconf(_SC_PAGESIZE), i;
	size_t len = (size_t)(64 * pg);
	char *buf = malloc(len), *m;
	volatile char sum = 0;
	int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);

	if (fd < 0 || buf == NULL)
		return 2;
	memset(buf, 'x', len);
	if (write(fd, buf, len) != (ssize_t)len || fsync(fd) != 0 ||
	    posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED) != 0) {
		(void)unlink(path);
		return 3;
	}
	m = mmap(NULL, len, PROT_READ, MAP_SHARED, fd, 0);
	if (m != MAP_FAILED)
		for (i = 0; i < 64; i++)
			sum += m[i * pg];
	(void)unlink(path);
	return m == MAP_FAILED ? 4 : 0;
}

int
main(int argc, char **argv)
{
	long pg = sysconf(_SC_PAGESIZE), n, i;
	char *a, *b;
	int fd;
	pid_t p;

	if (argc > 2 && strcmp(argv[1], "major") == 0)
		return major(argv[2]);
	n = argc > 1 ? strtol(argv[1], NULL, 0) : 32;
	if (n <= 0)
		n = 32;
	a = mmap(NULL, (size_t)(n * pg), PROT_READ | PROT_WRITE,
	    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	b = mmap(NULL, (size_t)(n * pg), PROT_READ | PROT_WRITE,
	    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	fd = open("/dev/zero", O_RDONLY);
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
