/*
 * Not quiet: printa output follows the record prefix and the
 * record ends with a newline.
 */
BEGIN
{
	@a["x"] = count();
	printa(@a);
	exit(0);
}
