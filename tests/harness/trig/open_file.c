/*
 * open_file.c - trigger: opens argv[1] (read-only) argv[2] times (default
 * 1), closing it again each time; a failed open is not an error.  For
 * syscall::openat:* tests of copyinstr(), return values and errno.  Built
 * by the Makefile into build/trig/.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	long i, n = argc > 2 ? strtol(argv[2], NULL, 0) : 1;
	int fd;

	if (argc < 2 || n < 0) {
		fprintf(stderr, "usage: open_file path [count]\n");
		return 2;
	}
	for (i = 0; i < n; i++) {
		fd = open(argv[1], O_RDONLY);
		if (fd >= 0)
			(void)close(fd);
	}
	return 0;
}
