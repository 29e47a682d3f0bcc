/* print() takes a pointer (Oracle's prototype: void *). */
BEGIN
{
	print(1);
}
