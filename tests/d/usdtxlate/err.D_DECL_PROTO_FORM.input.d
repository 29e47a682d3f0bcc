/*
 * Input argument names are unique.
 * @@noroot
 * @@args: -e
 */
provider myapp {
	probe query__start(char *sql, int n, long n);
};
