/*
 * USDT output arguments of a provider definition in the program: a
 * native char * declared as string is the user string (copied in, as
 * DTrace does); output arguments may reorder the inputs (args[1] of done
 * is its input #0); a probe declared with a string argument is typed so
 * without an output list.  The strings work as values, keys, compared
 * and measured.
 * @@trigger: usdt_xlate 3
 * @@args: -q
 */
provider xltest {
	probe query(struct xl_conn *c, char *sql) : (struct xl_conn *c,
	    string sql);
	probe done(char *sql, int rows) : (int rows, string sql);
	probe note(string, long);
};

xltest$target:::query
{
	printf("query [%s] %d\n", args[1], strlen(args[1]));
	@q[args[1]] = count();
}

xltest$target:::done
/args[1] != "select 1"/
{
	printf("done %d rows: %s\n", args[0], args[1]);
}

xltest$target:::note
{
	printf("note %s %d %s\n", args[0], args[1], stringof(args[0]));
	trace(args[0]);
	trace("\n");
}

END
{
	printa("%s %@d\n", @q);
}
