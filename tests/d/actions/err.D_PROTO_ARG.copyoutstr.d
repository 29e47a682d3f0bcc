/* copyoutstr()'s source is a string. */
BEGIN
{
	copyoutstr(1, 0, 8);
}
