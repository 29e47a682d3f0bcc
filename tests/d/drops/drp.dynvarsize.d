/*
 * -x dynvarsize bounds each dynamic variable map (here to one element):
 * an assignment that finds no room is a dynamic variable drop, reported
 * without a CPU; the element reads as 0.
 * @@args: -q -x dynvarsize=1
 */
BEGIN
{
	self->x = 1;
	self->y = 2;
	a["one"] = 1;
	a["two"] = 2;
	printf("%d %d %d\n", self->x, a["one"], a["two"]);
	exit(0);
}
