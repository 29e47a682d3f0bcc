/*
 * Globals, array elements and thread-locals start as 0 or "".
 * @@args: -q
 */
int g;
string s;
int arr[int];
self int never;

BEGIN
{
	printf("%d [%s] %d %d\n", g, s, arr[42], self->never);
	exit(0);
}
