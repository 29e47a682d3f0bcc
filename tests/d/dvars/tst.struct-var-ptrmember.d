/*
 * A pointer member of a struct variable, and pointer arithmetic on it.
 * @@args: -q
 */
struct s { int *p; uintptr_t u; } v;

BEGIN
{
	v.p = (int *)0x1000;
	v.p += 2;
	v.u = (uintptr_t)v.p;
	printf("%x %x\n", (uintptr_t)v.p, v.u);
	exit(0);
}
