/* tracemem()'s size must be positive. */
BEGIN
{
	tracemem(curthread, 0);
}
