/*
 * substr() of a variable with positions held in variables, and of the
 * result of another subroutine.
 */
#pragma D option quiet

BEGIN
{
	this->s = "the quick brown fox";
	this->i = 4;
	this->n = 5;
	printf("[%s]\n", substr(this->s, this->i, this->n));
	printf("[%s]\n", substr(this->s, -this->i));
	printf("[%s]\n", substr(this->s, this->i, -this->i));
	printf("[%s]\n", substr(strjoin(this->s, " jumps"), 16));
	exit(0);
}
