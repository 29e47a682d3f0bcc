/*
 * A pointer to a struct may be declared before the struct is defined.
 * @@args: -q
 */
struct node;
struct list { struct node *head; int n; };
struct node { struct node *next; long v; };
BEGIN
{
	printf("%d %d\n", sizeof(struct list), sizeof(struct node));
	exit(0);
}
