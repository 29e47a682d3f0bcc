/*
 * Not quiet: printf and trace output of one clause are concatenated on
 * the record line.
 */
BEGIN
{
	printf("a");
	trace(1);
	printf("b");
	exit(0);
}
