/*
 * dtrace -lv lists the argument types of USDT probes as the provider
 * definition gives them: the translated (output) types, as DTrace shows
 * args[] (the native char * of query is a string there).
 * @@trigger: usdt_xlate 1
 * @@args: -lv
 */
provider xltest {
	probe query(struct xl_conn *c, char *sql) : (struct xl_conn *c,
	    string sql);
	probe done(char *sql, int rows) : (int rows, string sql);
	probe note(string, long);
};

xltest$target:::
{
}
