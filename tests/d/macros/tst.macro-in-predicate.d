/*
 * Macro arguments in predicates, arithmetic and as identifiers.
 * @@args: -q 3 go
 */
BEGIN
/$1 > 2 && $$2 == "go"/
{
	printf("%d %s\n", $1 * 2, $$2);
}

BEGIN
{
	exit(0);
}
