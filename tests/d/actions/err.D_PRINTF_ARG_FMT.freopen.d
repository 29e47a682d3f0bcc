/* freopen()'s file name is a format: a string constant. */
BEGIN
{
	freopen(execname);
}
