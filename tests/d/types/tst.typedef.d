/*
 * typedef of D types: scalars, pointers, structs, and restating a built-in typedef.
 * @@args: -q
 */
typedef int myint_t;
typedef myint_t *myintp_t;
typedef struct pt { int x, y; } pt_t;
typedef pt_t pair_t[2];
typedef long ssize_t;
myint_t v;
BEGIN
{
	v = 7;
	printf("%d %d %d %d %d\n", v, sizeof(myintp_t), sizeof(pt_t), sizeof(pair_t), sizeof(ssize_t));
	exit(0);
}
