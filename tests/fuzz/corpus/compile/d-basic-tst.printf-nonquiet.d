/*
 * Not quiet: printf output follows the record prefix with no separator;
 * several printfs of one clause share the record line, and the record
 * ends with a newline (here after the printed one: an empty line).
 */
BEGIN
{
	printf("hello");
	printf(" %d", 42);
	printf("\n");
	exit(0);
}
