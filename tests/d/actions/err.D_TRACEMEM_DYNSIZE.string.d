/* tracemem()'s dynamic size must be an integer. */
BEGIN
{
	tracemem(curthread, 8, "x");
}
