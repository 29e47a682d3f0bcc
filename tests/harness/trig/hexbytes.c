/*
 * hexbytes.c - trigger: decodes its arguments, strings of hex digit
 * pairs (taken one after the other), into one buffer and passes it to one write(2) on fd -1,
 * which fails with EBADF: a probe on syscall::write:entry with
 * (int)arg0 == -1 sees the bytes at arg1 (arg2 of them), for tests of
 * subroutines over exact byte patterns (IPv6 addresses, strings with
 * control characters).  Exits 0.  Built by the Makefile into build/trig/.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int
nibble(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

int
main(int argc, char **argv)
{
	const char *p;
	unsigned char *buf;
	size_t n = 0, len = 0;
	int i, hi, lo;

	if (argc < 2) {
		fprintf(stderr, "usage: hexbytes HEXDIGITS...\n");
		return 2;
	}
	for (i = 1; i < argc; i++)
		len += strlen(argv[i]) / 2;
	if ((buf = malloc(len + 1)) == NULL)
		return 1;
	for (i = 1; i < argc; i++) {
		for (p = argv[i]; *p != '\0'; p += 2) {
			if ((hi = nibble(p[0])) < 0 ||
			    (lo = nibble(p[1])) < 0) {
				fprintf(stderr, "hexbytes: bad hex at '%s'\n",
				    p);
				return 2;
			}
			buf[n++] = (unsigned char)(hi << 4 | lo);
		}
	}
	(void)write(-1, buf, n);
	return 0;
}
