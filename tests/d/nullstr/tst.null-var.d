/*
 * A NULL string keeps its NULL-ness when stored in variables; absent thread-locals and array elements of string type are NULL, as in DTrace.
 * @@args: -q
 */
BEGIN
{
	s = strstr("abc", "x");
	self->t = strchr("abc", 'q');
	this->u = strchr("abc", 'a');
	a["k"] = strrchr("abc", 'z');
	printf("%d %d %d %d\n", s == NULL, self->t == NULL, this->u == NULL,
	    a["k"] == NULL);
	self->v = "set";
	b[1] = "set";
	self->w = "old";
	self->w = strchr("x", 'y');
	printf("%d %d %d %d\n", self->w == NULL, self->v == NULL,
	    b[2] == NULL, b[1] == NULL);
	printf("[%s] [%s]\n", self->v, b[1]);
	exit(0);
}
