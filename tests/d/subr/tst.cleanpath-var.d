/*
 * cleanpath() of a variable and of a joined path.
 */
#pragma D option quiet

BEGIN
{
	this->p = "/home/user/../other/./dir//file";
	printf("[%s]\n", cleanpath(this->p));
	printf("[%s]\n", cleanpath(strjoin("/tmp/x/", "../y")));
	exit(0);
}
