/*
 * Nested structs, arrays inside structs, typedef'd struct variables.
 * @@args: -q
 */
struct inner { short s; int arr[4]; };
typedef struct outer { long v; struct inner in; } outer_t;
outer_t o;

BEGIN
{
	o.v = 5;
	o.in.s = 70000;
	o.in.arr[1] = 7;
	o.in.arr[3] = o.in.arr[1] + 1;
	printf("%d %d %d %d %d\n", o.v, o.in.s, o.in.arr[1], o.in.arr[3],
	    sizeof(o));
	exit(0);
}
