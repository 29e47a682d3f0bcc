/*
 * DTrace maps output arguments to input arguments by name: an output
 * list of unnamed types is an error (name both lists' parameters:
 * probe q(char *s, int n) : (string s, int n)).
 * @@noroot
 * @@args: -e
 */
provider myapp {
	probe query__start(char *, int) : (string, int);
};
