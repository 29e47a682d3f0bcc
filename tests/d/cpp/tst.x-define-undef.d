/*
 * -x define and -x undef are -D and -U.
 * @@args: -q -x cpp -x define=VAL=42 -x define=GONE -x undef=GONE
 */
#ifdef GONE
#error GONE is defined
#endif
BEGIN
{
	printf("%d\n", VAL);
	exit(0);
}
