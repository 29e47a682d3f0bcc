/*
 * this-> variables are shared by all clauses of one probe firing.
 * @@args: -q
 */
BEGIN
{
	this->x = 5;
	this->s = "abc";
}

BEGIN
{
	printf("%d %s\n", this->x * 2, this->s);
	exit(0);
}
