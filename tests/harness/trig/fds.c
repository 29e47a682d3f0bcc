/*
 * fds.c - trigger for fds[] tests: puts known files at known descriptors,
 * calls getppid() as the marker the tests probe, writes to some of them,
 * and exits with them open (proc:::exit clauses still see them).
 *   10  DIR/data.txt, O_WRONLY|O_CREAT|O_TRUNC, 100 bytes written, then
 *       lseek to offset 42 (DIR = argv[1], else a new /tmp/dtfds.XXXXXX,
 *       removed again before exit)
 *   11  /proc/version, O_RDONLY, 5 bytes read
 *   12  pipe read end, 13 its write end (O_NONBLOCK)
 *   14  one end of an AF_UNIX socketpair
 *   15  eventfd
 *   16  /dev/null, O_RDWR|O_APPEND
 *   17  DIR itself, O_RDONLY|O_DIRECTORY
 *   18  closed
 * After the marker: 3 writes to 10, 2 to 13, 1 to 14, then exit.
 * Prints nothing.  Built by the Makefile into build/trig/.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>

/* Move descriptor 'fd' to 'want'. */
static void
place(int fd, int want)
{
	if (fd < 0) {
		perror("fds");
		exit(1);
	}
	if (fd != want) {
		if (dup3(fd, want, 0) < 0) {
			perror("fds: dup3");
			exit(1);
		}
		(void)close(fd);
	}
}

int
main(int argc, char **argv)
{
	char tmpl[] = "/tmp/dtfds.XXXXXX", path[4096], buf[100];
	const char *dir = argc > 1 ? argv[1] : NULL;
	int p[2], sv[2], i;

	if (dir == NULL && (dir = mkdtemp(tmpl)) == NULL) {
		perror("fds: mkdtemp");
		return 1;
	}
	snprintf(path, sizeof(path), "%s/data.txt", dir);
	memset(buf, 'x', sizeof(buf));
	place(open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644), 10);
	if (write(10, buf, sizeof(buf)) != (ssize_t)sizeof(buf) ||
	    lseek(10, 42, SEEK_SET) != 42) {
		perror("fds: write");
		return 1;
	}
	place(open("/proc/version", O_RDONLY), 11);
	if (read(11, buf, 5) != 5) {
		perror("fds: read");
		return 1;
	}
	if (pipe(p) < 0 || fcntl(p[1], F_SETFL, O_NONBLOCK) < 0) {
		perror("fds: pipe");
		return 1;
	}
	place(p[0], 12);
	place(p[1], 13);
	if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) < 0) {
		perror("fds: socketpair");
		return 1;
	}
	place(sv[0], 14);
	place(eventfd(0, 0), 15);
	place(open("/dev/null", O_RDWR | O_APPEND), 16);
	place(open(dir, O_RDONLY | O_DIRECTORY), 17);
	(void)close(18);

	(void)getppid();

	for (i = 0; i < 3; i++)
		(void)!write(10, "abc", 3);
	for (i = 0; i < 2; i++)
		(void)!write(13, "p", 1);
	(void)!write(14, "s", 1);

	if (argc <= 1) {
		(void)unlink(path);
		(void)rmdir(dir);
	}
	return 0;
}
