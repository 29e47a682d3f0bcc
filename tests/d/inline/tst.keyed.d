/*
 * An inline with a key (DTrace's "inline associative array"): the body
 * is evaluated with the key bound to the index expression at each use,
 * converted to the key's type; keyed inlines nest.
 * @@args: -q
 */
inline int sq[int n] = n * n;
inline string names[int n] = n == 1 ? "one" : n == 2 ? "two" : "many";
inline uint8_t low[uint8_t b] = b;

BEGIN
{
	x = 3;
	printf("%d %d %s %s %s %d\n", sq[4], sq[x + 1], names[1], names[x - 1],
	    names[sq[2]], low[0x1ff]);
	exit(0);
}
