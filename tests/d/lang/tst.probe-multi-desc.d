/*
 * One clause, several descriptions; probename tells them apart.
 * @@args: -q
 */
BEGIN,
END
{
	printf("%s\n", probename);
}

BEGIN
{
	exit(0);
}
