/*
 * strjoin() concatenates; empty strings, variables and nested calls.
 */
#pragma D option quiet

BEGIN
{
	printf("[%s]\n", strjoin("foo", "bar"));
	printf("[%s]\n", strjoin("", ""));
	printf("[%s]\n", strjoin("a", ""));
	printf("[%s]\n", strjoin("", "b"));
	this->s = strjoin("x", "y");
	printf("[%s]\n", strjoin(this->s, this->s));
	printf("[%s]\n", strjoin(strjoin("a", "b"), strjoin("c", "d")));
	printf("[%s]\n", strjoin(execname, probename));
	exit(0);
}
