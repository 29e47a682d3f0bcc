/*
 * Inline associative arrays take one key.
 */
inline int add[int a, int b] = a + b;

BEGIN
{
	exit(0);
}
