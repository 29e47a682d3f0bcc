/*
 * A string argument is read from the process when the clause uses it: a
 * native "char *" that is no address (here the row count, declared as a
 * pointer) is an invalid address fault, reported as DTrace reports
 * faults, and the clause is abandoned; the other clause goes on.
 * @@trigger: usdt_xlate 2
 * @@args: -q
 */
provider xltest {
	probe query(struct xl_conn *c, char *sql);
	probe done(char *sql, char *rows) : (string rows, string sql);
	probe note(string, long);
};

xltest$target:::done
{
	printf("sql %s\n", args[1]);
}

xltest$target:::done
{
	printf("rows %s\n", args[0]);
}
