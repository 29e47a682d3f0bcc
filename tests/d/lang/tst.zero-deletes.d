/*
 * Assigning 0 deletes associative array elements and thread-locals; they read as 0 again.
 * @@args: -q
 */
BEGIN
{
	a[1, "x"] = 5;
	self->t = 7;
	a[1, "x"] = 0;
	self->t = 0;
	printf("%d %d\n", a[1, "x"], self->t);
	a[1, "x"] = 2;
	printf("%d\n", a[1, "x"]);
	exit(0);
}
