/*
 * usdt_xlate.c - trigger with USDT probes whose arguments D translates
 * (provider xltest in usdt_xlate.d, header and semaphore object from our
 * own dtrace -h / -G; see the Makefile).
 *
 *   usdt_xlate [count]
 *	for i = 0 .. count-1 (default 3): with a struct xl_conn of fd
 *	i + 3, peer "10.0.0.<i+1>", port 5432 + i, and the text
 *	"select <i>", fires query(&conn, text), done(text, 2 * i) and
 *	note("n<i>", -100 * i).
 */
#include <stdio.h>
#include <stdlib.h>

struct xl_conn {
	int fd;
	const char *peer;
	unsigned short port;
};

#include "usdt_xlate.h"

int
main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 0) : 3, i;

	for (i = 0; i < n; i++) {
		struct xl_conn c;
		char peer[40], sql[40], name[40];

		snprintf(peer, sizeof(peer), "10.0.0.%ld", i + 1);
		snprintf(sql, sizeof(sql), "select %ld", i);
		snprintf(name, sizeof(name), "n%ld", i);
		c.fd = (int)i + 3;
		c.peer = peer;
		c.port = (unsigned short)(5432 + i);
		XLTEST_QUERY(&c, sql);
		XLTEST_DONE(sql, (int)(2 * i));
		XLTEST_NOTE(name, -100 * i);
	}
	return 0;
}
