/*
 * usdt_xlate.d - the USDT provider of the trigger usdt_xlate.c, whose
 * probes have native arguments that D translates (a user char * to
 * string, a user struct pointer to a translated struct through the
 * translator below).  The Makefile turns it into build/trig/usdt_xlate.h
 * (dtrace -h: the native C types) and build/trig/usdt_xlate_sem.o
 * (dtrace -G).  Tracing programs repeat these definitions (tests/d/
 * usdtxlate/).
 */
struct xl_conn {		/* the program's struct (user memory) */
	int fd;
	char *peer;
	unsigned short port;
};

typedef struct xlconn {		/* what D programs see */
	int xc_fd;
	string xc_peer;
	int xc_port;
} xlconn_t;

translator xlconn_t < struct xl_conn *C > {
	xc_fd = *(int *)copyin((uintptr_t)&C->fd, sizeof (int));
	xc_peer = copyinstr(*(uintptr_t *)copyin((uintptr_t)&C->peer,
	    sizeof (uintptr_t)));
	xc_port = *(unsigned short *)copyin((uintptr_t)&C->port,
	    sizeof (unsigned short));
};

provider xltest {
	/* a connection and the query text */
	probe query(struct xl_conn *c, char *sql) : (xlconn_t *c, string sql);
	/* the query text and the row count, output in the other order */
	probe done(char *sql, int rows) : (int rows, string sql);
	/* a name and a count as declared (string is a char * in C) */
	probe note(string, long);
};
