/*
 * An int input argument is no string: output argument #2 (named rows)
 * cannot be translated.
 * @@noroot
 * @@args: -e
 */
provider xltest {
	probe done(char *sql, int rows) : (int rows, string rows);
};
