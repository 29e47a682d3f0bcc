/*
 * A struct output type needs a translator from the input type declared
 * before the provider: this one comes too late.
 * @@noroot
 * @@args: -e
 */
struct xl_conn {
	int fd;
};

typedef struct xlconn {
	int xc_fd;
} xlconn_t;

provider xltest {
	probe query(struct xl_conn *c, char *sql) : (xlconn_t *c, string sql);
};

translator xlconn_t < struct xl_conn *C > {
	xc_fd = *(int *)copyin((uintptr_t)&C->fd, sizeof (int));
};
