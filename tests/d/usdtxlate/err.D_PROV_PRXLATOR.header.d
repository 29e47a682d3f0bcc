/*
 * dtrace -h compiles the provider definition too: an output argument
 * that needs a translator the file does not declare is an error there.
 * @@noroot
 * @@args: -h -o /dev/null
 */
typedef struct xlconn {
	int xc_fd;
} xlconn_t;

provider xltest {
	probe query(struct xl_conn *c, char *sql) : (xlconn_t *c, string sql);
	probe done(char *sql, int rows) : (long rows, string sql);
};
