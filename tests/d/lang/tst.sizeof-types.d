/*
 * sizeof of the C types (LP64).
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d %d %d\n", sizeof(char), sizeof(short), sizeof(int),
	    sizeof(long), sizeof(long long));
	printf("%d %d %d\n", sizeof(void *), sizeof(char **), sizeof(uintptr_t));
	printf("%d %d %d %d\n", sizeof(int8_t), sizeof(uint16_t), sizeof(int32_t),
	    sizeof(uint64_t));
	printf("%d %d\n", sizeof(size_t), sizeof(ssize_t));
	exit(0);
}
