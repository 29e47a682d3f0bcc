/* tracemem()'s address must be a pointer or an integer. */
BEGIN
{
	tracemem("abc", 4);
}
