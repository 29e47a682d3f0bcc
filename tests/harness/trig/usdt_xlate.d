/*
 * usdt_xlate.d - the USDT provider of the trigger usdt_xlate.c, whose
 * probes have native arguments that D translates (a user char * to
 * string, a user struct pointer to a translated struct).  The Makefile
 * turns it into build/trig/usdt_xlate.h (dtrace -h: the native C types)
 * and build/trig/usdt_xlate_sem.o (dtrace -G).
 */
provider xltest {
	/* a connection (struct xl_conn *) and the query text */
	probe query(struct xl_conn *c, char *sql) : (xlconn_t *c, string sql);
	/* the query text and the row count, output in the other order */
	probe done(char *sql, int rows) : (int rows, string sql);
	/* a name and a count as declared (string is a char * in C) */
	probe note(string, long);
};
