/* print() takes exactly one argument. */
BEGIN
{
	print(curthread, 1);
}
