/* chill() takes one argument. */
BEGIN
{
	chill(1000, 1000, 1000);
	exit(0);
}
