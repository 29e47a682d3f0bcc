/*
 * Path and token subroutines with arguments in variables, whose
 * capacity is strsize: the longest loops the verifier has to accept.
 */
#pragma D option quiet

BEGIN
{
	this->path = "/usr/./lib//../share/dtrace/x.d";
	this->sep = "/";
	this->word = "share";
	this->list = "a, b,,c";
	this->delims = ", ";
	printf("[%s] [%s]\n", basename(this->path), dirname(this->path));
	printf("[%s]\n", cleanpath(this->path));
	printf("[%s] [%s]\n", substr(this->path, -4), strjoin(this->word, this->sep));
	printf("[%s]", strtok(this->list, this->delims));
	printf(" [%s]", strtok(0, this->delims));
	printf(" [%s]", strtok(0, this->delims));
	printf(" %d\n", strtok(0, this->delims) == NULL);
	exit(0);
}
