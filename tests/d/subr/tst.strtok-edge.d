/*
 * strtok() corner cases: empty strings and delimiter sets, several
 * delimiters, a token running to the end.  No token is NULL (shown as
 * NULL here: printing it would fault).
 */
#pragma D option quiet

BEGIN
{
	printf("[%s] [%s] [%s]\n", (this->a = strtok("", "")) != NULL ?
	    this->a : "NULL", strtok("foo", ""), strtok("foobar", "o"));
	printf("[%s] [%s] [%s]\n", strtok("oobar", "o"), strtok("foo", "bar"),
	    (this->b = strtok("", "foo")) != NULL ? this->b : "NULL");
	printf("[%s] [%s]\n", strtok("a b\tc", " \t"), strtok(0, " \t"));
	printf("[%s] [%s]\n", strtok(0, " \t"),
	    (this->c = strtok(0, " \t")) != NULL ? this->c : "NULL");
	this->d = "/";
	printf("[%s] [%s]\n", strtok("/usr/lib", this->d), strtok(0, this->d));
	printf("[%s]\n", strtok("x=1;y=2", ";"));
	printf("[%s]\n", strtok(0, "="));
	printf("[%s]\n", strtok(0, "="));
	exit(0);
}
