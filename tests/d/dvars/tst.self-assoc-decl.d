/*
 * A declared thread-local associative array (self T name[keys]) is typed
 * by its declaration: keys and values checked, unset elements read 0.
 */
#pragma D option quiet

self int a[int];
self string s[int, string];

BEGIN
{
	self->a[3] = 5;
	self->a[7] = -2;
	self->s[1, "x"] = "hi";
	printf("%d %d %d [%s] [%s]\n", self->a[3], self->a[7], self->a[4],
	    self->s[1, "x"], self->s[2, "x"]);
	self->a[3] = 0;
	printf("%d\n", self->a[3]);
	exit(0);
}
