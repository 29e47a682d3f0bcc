/*
 * trace() of strings with a small strsize: literals and subroutine
 * results are cut to strsize - 1 characters, silently.
 * @@args: -q -x strsize=6
 */
BEGIN
{
	trace("abcdefgh");
	printf("|");
	trace(strjoin("ab", "cd"));
	printf("|");
	trace(toupper("abcdefgh"));
	printf("|");
	trace(lltostr(1234567));
	printf("|");
	trace(execname);
	printf("|\n");
	exit(0);
}
