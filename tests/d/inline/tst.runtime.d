/*
 * Inlines whose value is computed each time they are used.
 * @@args: -q
 */
inline uint64_t NOW = timestamp;
inline int ME = pid;
inline int ISME = ME == pid;
BEGIN
{
	a = NOW;
	b = NOW;
	printf("%d %d %d\n", b >= a, ISME, ME > 0);
	exit(0);
}
