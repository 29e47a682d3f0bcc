/* system() checks its format like printf(). */
BEGIN
{
	system("echo %d", "str");
}
