/*
 * Printing a NULL string faults as in DTrace (its characters are read
 * from address 0): printf(), trace(), a NULL variable, an absent
 * thread-local; the clause is abandoned (with what it recorded before
 * the fault), tracing goes on.
 * @@args: -q
 */
BEGIN
/0/
{
	self->never = "set";
}

BEGIN
{
	printf("[%s]\n", strchr("abc", 'z'));
}

BEGIN
{
	trace(strstr("abc", "x"));
}

BEGIN
{
	s = strrchr("abc", 'q');
	printf("before\n");
	printf("%s\n", s);
}

BEGIN
{
	printf("%s\n", self->never);
}

BEGIN
{
	printf("%s %s\n", s != NULL ? s : "none", strchr("abc", 'b'));
	exit(0);
}
