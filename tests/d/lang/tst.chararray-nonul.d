/*
 * A char array with no NUL becomes a string of its whole length.
 * @@args: -q
 */
struct s { char n[4]; } v;

BEGIN
{
	v.n[0] = 'a';
	v.n[1] = 'b';
	v.n[2] = 'c';
	v.n[3] = 'd';
	x = "zzzzzzzzzz";
	x = v.n;
	printf("%s %d\n", x, strlen(x));
	exit(0);
}
