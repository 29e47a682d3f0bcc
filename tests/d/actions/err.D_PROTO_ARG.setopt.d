/* setopt()'s option name is a string. */
BEGIN
{
	setopt(1);
}
