/* copyout()'s source is a pointer. */
BEGIN
{
	copyout(1, 0, 8);
}
