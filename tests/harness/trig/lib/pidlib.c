/*
 * pidlib.c - a shared library the pidtarget trigger dlopen()s, for the
 * pid provider's objects-mapped-later test: pidlib_func(n) returns n * 2.
 */
__attribute__((noinline)) int
pidlib_func(int n)
{
	return n * 2;
}
