/*
 * dtrace -h of a provider whose output arguments are translated (a
 * struct pointer through a translator of the file, char * to string,
 * int to long): the header declares the probes with their native C
 * types.
 * @@noroot
 * @@args: -h -o /dev/stdout
 */
struct xl_conn {
	int fd;
	char *peer;
};

typedef struct xlconn {
	int xc_fd;
	string xc_peer;
} xlconn_t;

translator xlconn_t < struct xl_conn *C > {
	xc_fd = *(int *)copyin((uintptr_t)&C->fd, sizeof (int));
	xc_peer = copyinstr(*(uintptr_t *)copyin((uintptr_t)&C->peer,
	    sizeof (uintptr_t)));
};

provider xltest {
	probe query(struct xl_conn *c, char *sql) : (xlconn_t *c, string sql);
	probe done(char *sql, int rows) : (long rows, string sql);
	probe note(string, long);
};
