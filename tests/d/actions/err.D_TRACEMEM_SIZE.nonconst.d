/* tracemem()'s size must be a positive integer constant. */
BEGIN
{
	tracemem(curthread, arg0);
}
