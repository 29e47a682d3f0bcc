/*
 * trace() of pointers and size_t: 8-byte unsigned values, decimal (no
 * hex), 20 columns when not quiet; a kernel pointer is a large positive
 * number.
 */
BEGIN
{
	trace((void *)0x1234);
	trace((char *)0);
	trace(sizeof (int));
	trace((uintptr_t)-1);
	trace((void *)curthread > (void *)0xffff000000000000 ? 1 : 0);
	exit(0);
}
