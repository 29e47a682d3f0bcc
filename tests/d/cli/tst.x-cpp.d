/*
 * -x cpp is -C: the script goes through cpp (macros, #if).
 * @@args: -q -x cpp
 */
#define TWICE(x) ((x) * 2)
#if TWICE(2) == 4
BEGIN
{
	printf("%d\n", TWICE(21));
	exit(0);
}
#endif
