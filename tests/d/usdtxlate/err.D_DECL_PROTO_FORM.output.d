/*
 * An output argument must name an input argument.
 * @@noroot
 * @@args: -h -o /dev/null
 */
provider myapp {
	probe query__start(char *sql, int n) : (string sql, int count);
};
