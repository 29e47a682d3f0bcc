/* tracemem() needs an address and a size. */
BEGIN
{
	tracemem(curthread);
}
