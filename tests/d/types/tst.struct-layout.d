/*
 * Struct layout follows C: alignment, padding, tail padding, nesting, arrays, unions.
 * @@args: -q
 */
struct inner { char c; short s; };
struct outer {
	char a;
	struct inner in;
	long l;
	char tail[3];
};
union un { char c[5]; int i; short s; };
struct withun { char c; union un u; struct inner arr[3]; };
BEGIN
{
	printf("%d %d\n", sizeof(struct inner), offsetof(struct inner, s));
	printf("%d %d %d %d\n", sizeof(struct outer), offsetof(struct outer, in),
	    offsetof(struct outer, l), offsetof(struct outer, tail));
	printf("%d %d\n", sizeof(union un), offsetof(union un, s));
	printf("%d %d %d\n", sizeof(struct withun), offsetof(struct withun, u),
	    offsetof(struct withun, arr));
	exit(0);
}
