/*
 * -D and -U on the command line and as -x define= / -x undef=.
 * @@args: -qC -DVAL=7 -D STR='"str"' -x define=OTHER=5 -UVAL2 -x undef=__Linux
 */
#ifndef VAL2
#define VAL2 3
#endif
BEGIN
{
	printf("%d %s %d %d\n", VAL, STR, OTHER, VAL2);
#ifdef __Linux
	printf("__Linux still defined\n");
#endif
	exit(0);
}
