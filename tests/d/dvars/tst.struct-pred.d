/*
 * Members of a struct-valued thread-local in predicates.
 * @@args: -q
 */
struct foo { int a; string name; };
self struct foo s;

BEGIN
{
	self->s.a = 2;
	self->s.name = "two";
}

BEGIN
/self->s.a == 2 && self->s.name == "two"/
{
	printf("yes\n");
}

BEGIN
/self->s.a == 3/
{
	printf("no\n");
}

BEGIN
{
	exit(0);
}
