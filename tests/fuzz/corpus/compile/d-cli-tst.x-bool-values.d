/*
 * Boolean options accept yes/no style values; a later
 * setting of an option wins.
 * @@args: -x quiet=no -x quiet=yes
 */
BEGIN
{
	printf("ok\n");
	exit(0);
}
