/* setopt() takes a name and an optional value. */
BEGIN
{
	setopt("quiet", "1", "2");
}
