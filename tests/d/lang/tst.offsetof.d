/*
 * offsetof of D struct members, with padding.
 * @@args: -q
 */
struct s {
	char c;
	int i;
	char d;
	long l;
	short arr[3];
};

BEGIN
{
	printf("%d %d %d %d %d %d\n", offsetof(struct s, c), offsetof(struct s, i),
	    offsetof(struct s, d), offsetof(struct s, l), offsetof(struct s, arr),
	    sizeof(struct s));
	exit(0);
}
