/*
 * A USDT argument translated from a native user struct pointer by a
 * translator declared in the program (its members read the user struct
 * with copyin): args[0]->member, and the value form (xlconn_t) of the
 * same input as a later output argument, args[2].member.
 * @@trigger: usdt_xlate 3
 * @@args: -q
 */
struct xl_conn {
	int fd;
	char *peer;
	unsigned short port;
};

typedef struct xlconn {
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
	probe query(struct xl_conn *c, char *sql) : (xlconn_t *c, string sql,
	    xlconn_t c);
	probe done(char *sql, int rows) : (int rows, string sql);
	probe note(string, long);
};

xltest$target:::query
{
	printf("fd %d peer %s port %d sql %s", args[0]->xc_fd,
	    args[0]->xc_peer, args[0]->xc_port, args[1]);
	printf(" / %d %s\n", args[2].xc_port - 5432, args[2].xc_peer);
}
