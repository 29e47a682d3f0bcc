/*
 * dtrace -G, likewise: a string output argument from an int.
 * @@noroot
 * @@args: -G -o /dev/null
 */
provider xltest {
	probe done(char *sql, int rows) : (string rows, string sql);
};
