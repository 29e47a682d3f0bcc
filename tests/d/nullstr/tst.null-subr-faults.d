/*
 * String subroutines and strlen() given a NULL string fault with
 * address 0, as DTrace's loads from the NULL pointer do.
 * @@args: -q
 */
BEGIN
{
	a["set"] = "x/y";
}

BEGIN
{
	trace(strlen(strchr("abc", 'z')));
}

BEGIN
{
	trace(strjoin(strstr("a", "b"), "x"));
}

BEGIN
{
	this->n = strchr("a", 'b');
	trace(substr(this->n, 1));
}

BEGIN
{
	trace(basename(a["absent"]));
}

BEGIN
{
	printf("%s\n", basename(a["set"]));
	exit(0);
}
