/*
 * An empty output list leaves the probe no args[] (the notes' arguments
 * remain arg0, arg1).
 * @@trigger: usdt_xlate 1
 */
provider xltest {
	probe query(struct xl_conn *c, char *sql) : ();
	probe done(char *sql, int rows) : (int rows, string sql);
	probe note(string, long);
};

xltest$target:::query
{
	trace(args[0]);
}
