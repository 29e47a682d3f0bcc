/*
 * Typedefs of pointers, of arrays and of function pointers.
 * @@args: -q
 */
typedef char *charp_t;
typedef int pair_t[2];
typedef int (*handler_t)(void *);
charp_t cp;
pair_t pr;
handler_t h;

BEGIN
{
	pr[1] = 9;
	printf("%d %d %d %d\n", sizeof(charp_t), sizeof(pair_t), pr[1],
	    sizeof(h));
	exit(0);
}
