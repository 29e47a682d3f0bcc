/*
 * writer.c - trigger: writes argv[1] bytes (default 100) of 'x' to
 * /dev/null with one write(2), argv[2] times (default 1), then sleeps
 * argv[3] milliseconds (default 0, for scripts that print on a tick) and
 * exits 0.
 * For syscall::write:* argument and return-value tests.  Built by the
 * Makefile into build/trig/.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	long size = argc > 1 ? strtol(argv[1], NULL, 0) : 100;
	long i, n = argc > 2 ? strtol(argv[2], NULL, 0) : 1;
	char *buf;
	int fd;

	if (size < 0 || n < 0) {
		fprintf(stderr, "usage: writer [bytes] [count]\n");
		return 2;
	}
	if ((buf = malloc(size + 1)) == NULL ||
	    (fd = open("/dev/null", O_WRONLY)) < 0)
		return 1;
	memset(buf, 'x', size);
	for (i = 0; i < n; i++) {
		if (write(fd, buf, size) != size)
			return 1;
	}
	if (argc > 3)
		usleep((useconds_t)strtol(argv[3], NULL, 0) * 1000);
	return 0;
}
