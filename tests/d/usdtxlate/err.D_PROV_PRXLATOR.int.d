/*
 * An output argument its input cannot become: a struct pointer is not an
 * int, and no translator makes one (DTrace checks when it compiles the
 * provider definition).
 * @@noroot
 * @@args: -e
 */
struct xl_conn {
	int fd;
};

provider xltest {
	probe query(struct xl_conn *c, char *sql) : (int c, string sql);
};
