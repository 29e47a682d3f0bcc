/*
 * diskio.c - trigger for the io provider: writes argv[1] blocks
 * (default 4) of 4096 bytes with O_DIRECT to a file in the current
 * directory's filesystem (argv[2], default "./diskio.tmp"), fsyncs,
 * reads them back with O_DIRECT, and removes the file.  Exits 0, or 1
 * when the filesystem refuses O_DIRECT.  Built into build/trig/.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	long i, n = argc > 1 ? strtol(argv[1], NULL, 0) : 4;
	const char *path = argc > 2 ? argv[2] : "./diskio.tmp";
	void *buf;
	int fd;

	if (posix_memalign(&buf, 4096, 4096) != 0)
		return 1;
	memset(buf, 'd', 4096);
	fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_DIRECT, 0600);
	if (fd < 0)
		return 1;
	for (i = 0; i < n; i++)
		if (pwrite(fd, buf, 4096, i * 4096) != 4096)
			break;
	(void)fsync(fd);
	for (i = 0; i < n; i++)
		if (pread(fd, buf, 4096, i * 4096) != 4096)
			break;
	close(fd);
	unlink(path);
	return 0;
}
