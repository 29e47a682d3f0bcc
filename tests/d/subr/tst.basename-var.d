/*
 * basename() and dirname() of variables and of other subroutines'
 * results.
 */
#pragma D option quiet

BEGIN
{
	this->p = "/var/log/messages";
	printf("[%s] [%s]\n", basename(this->p), dirname(this->p));
	printf("[%s]\n", basename(dirname(this->p)));
	printf("[%s]\n", dirname(dirname(dirname(this->p))));
	printf("[%s]\n", basename(strjoin(this->p, "/")));
	exit(0);
}
