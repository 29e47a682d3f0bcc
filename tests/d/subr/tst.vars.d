/*
 * Searching subroutines with arguments in variables, whose capacity is
 * strsize: the longest loops the verifier has to accept.
 */
#pragma D option quiet

BEGIN
{
	this->path = "/usr/./lib//../share/dtrace/x.d";
	this->sep = "/";
	this->word = "share";
	this->num = "  -0x2A";
	printf("%d %d\n", index(this->path, this->word), rindex(this->path, this->sep));
	printf("[%s]\n", strstr(this->path, this->word));
	printf("[%s] [%s]\n", strchr(this->path, '.'), strrchr(this->path, '/'));
	printf("[%s] [%s]\n", toupper(this->word), tolower(toupper(this->word)));
	printf("%d %d\n", strtoll(this->num, 16), strtoll(this->num));
	exit(0);
}
