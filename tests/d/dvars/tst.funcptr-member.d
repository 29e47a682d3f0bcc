/*
 * A function pointer member of a D struct variable holds an address.
 * @@args: -q
 */
struct ops { void (*fn)(int); int (*get)(void); } o;

BEGIN
{
	o.fn = (void (*)(int))0x1234;
	printf("%x %d %d\n", (uintptr_t)o.fn, o.get == NULL, sizeof(o));
	exit(0);
}
