/*
 * contend.c - trigger for lockstat: argv[1] threads (default 4) contend
 * for kernel locks for argv[2] milliseconds (default 300): each thread
 * maps and unmaps anonymous memory (the process's mmap_lock, an rw
 * semaphore taken for writing) and writes to one shared pipe that a
 * reader thread drains (the pipe's mutex).  Exits 0.  Built into
 * build/trig/.
 */
#include <pthread.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

static int pfd[2];
static long ms = 300;
static volatile int stop;

static long
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void *
reader(void *arg)
{
	char buf[4096];

	(void)arg;
	while (!stop)
		if (read(pfd[0], buf, sizeof(buf)) <= 0)
			break;
	return NULL;
}

static void *
worker(void *arg)
{
	long end = now_ms() + ms;
	char c = 'x';

	(void)arg;
	while (now_ms() < end) {
		void *p = mmap(NULL, 1 << 16, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

		if (p != MAP_FAILED) {
			*(volatile char *)p = 1;
			munmap(p, 1 << 16);
		}
		(void)write(pfd[1], &c, 1);
	}
	return NULL;
}

int
main(int argc, char **argv)
{
	long i, n = argc > 1 ? strtol(argv[1], NULL, 0) : 4;
	pthread_t r, *t;

	if (argc > 2)
		ms = strtol(argv[2], NULL, 0);
	if (n < 1 || n > 64 || pipe(pfd) != 0)
		return 1;
	t = calloc((size_t)n, sizeof(*t));
	pthread_create(&r, NULL, reader, NULL);
	for (i = 0; i < n; i++)
		pthread_create(&t[i], NULL, worker, NULL);
	for (i = 0; i < n; i++)
		pthread_join(t[i], NULL);
	stop = 1;
	close(pfd[1]);
	pthread_join(r, NULL);
	return 0;
}
