/*
 * String comparison in a predicate.
 * @@args: -q
 */
BEGIN
{
	s = "yes";
}

BEGIN
/s == "no"/
{
	printf("wrong\n");
}

BEGIN
/s == "yes"/
{
	printf("right\n");
	exit(0);
}
