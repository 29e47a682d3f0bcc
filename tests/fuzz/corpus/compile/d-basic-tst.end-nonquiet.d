/*
 * END records show probe ID 2 and ":END" right-aligned in 32 columns.
 */
BEGIN
{
	exit(0);
}

END
{
	printf("end");
}
