/*
 * $$1 is the argument as a string, spaces and quotes kept; $1 of a
 * non-number non-identifier argument is a string too.
 * @@args: -q 'a b "c"' 'hello world' 41
 */
BEGIN
{
	printf("[%s] [%s] %d\n", $$1, $2, $3 + 1);
	exit(0);
}
