/* print() of a pointer to an object of size 0 is refused. */
BEGIN
{
	print((void *)curthread);
}
