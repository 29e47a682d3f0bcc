/*
 * A thread-local struct never assigned reads as zeros (members 0, string
 * members empty); so does an associative array element never assigned.
 * @@args: -q
 */
struct foo { int a; long b[2]; string name; };
self struct foo s;
struct foo arr[int];

BEGIN
{
	printf("%d %d [%s]\n", self->s.a, self->s.b[1], self->s.name);
	printf("%d %d [%s]\n", arr[3].a, arr[3].b[1], arr[3].name);
	exit(0);
}
